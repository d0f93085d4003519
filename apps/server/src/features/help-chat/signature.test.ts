import { describe, expect, it } from 'vitest';
import { canonicalChatParams, chatSignature } from './signature.ts';

describe('chat signature', () => {
  it('covers every parameter but the signature, keys sorted, values encoded', () => {
    expect(canonicalChatParams({ token: 't', nonce: 'n', department: 'A&B=C', signature: 'x' })).toBe(
      'department=A%26B%3DC&nonce=n&token=t',
    );
  });

  it('changes with any parameter and with the secret', () => {
    const params = { nonce: 'n', timestamp: '1', token: 't', userId: 'u' };
    const base = chatSignature(params, 'secret');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(chatSignature({ ...params, userId: 'v' }, 'secret')).not.toBe(base);
    expect(chatSignature(params, 'other')).not.toBe(base);
  });
});
