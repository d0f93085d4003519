import { describe, expect, it } from 'vitest';
import { charCount } from './char-count.ts';

describe('charCount', () => {
  it('counts an emoji as one character and cuts at the limit in characters', () => {
    const count = charCount(3, true);
    expect(count.strategy('🎉🎉🎉')).toBe(3);
    expect(count.exceedFormatter('🎉🎉🎉🎉', { max: 3 })).toBe('🎉🎉🎉');
    expect(count.exceedFormatter('会议室名', { max: 3 })).toBe('会议室');
  });
});
