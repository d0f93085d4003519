import { describe, expect, it } from 'vitest';
import { canBroadcast } from './policy.ts';

describe('canBroadcast', () => {
  it('lets holders of messages:send and administrators send, nobody else', () => {
    expect(canBroadcast({ roles: ['messages:send'] })).toBe(true);
    expect(canBroadcast({ roles: ['admin'] })).toBe(true);
    expect(canBroadcast({ roles: [] })).toBe(false);
    expect(canBroadcast({ roles: ['news:edit', 'Messages:Send'] })).toBe(false);
  });
});
