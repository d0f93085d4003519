import { describe, expect, it } from 'vitest';
import { canChangeProject } from './policy.ts';

describe('canChangeProject', () => {
  it('admits the owner only', () => {
    expect(canChangeProject({ id: 7 }, { ownerId: 7 })).toBe(true);
    expect(canChangeProject({ id: 8 }, { ownerId: 7 })).toBe(false);
  });
});
