import { MODULE_RIGHTS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { holdsRight, rightsHeldBy } from './policy.ts';

describe('holdsRight', () => {
  it('is true for the right granted and for an administrator', () => {
    expect(holdsRight({ roles: ['holiday:edit'] }, 'holiday:edit')).toBe(true);
    expect(holdsRight({ roles: ['admin'] }, 'holiday:edit')).toBe(true);
  });

  it('is false for nobody special, another right, or a role that only looks alike', () => {
    expect(holdsRight({ roles: [] }, 'holiday:edit')).toBe(false);
    expect(holdsRight({ roles: ['software:publish', 'rotation:import'] }, 'holiday:edit')).toBe(false);
    expect(holdsRight({ roles: ['holiday:read', 'Holiday:Edit'] }, 'holiday:edit')).toBe(false);
  });
});

describe('rightsHeldBy', () => {
  it('names the rights granted, every right for an administrator, and none for others', () => {
    expect(rightsHeldBy({ roles: ['assets:edit', 'apartment:import', 'reviewer'] })).toEqual([
      'apartment:import',
      'assets:edit',
    ]);
    expect(rightsHeldBy({ roles: ['admin'] })).toEqual(MODULE_RIGHTS);
    expect(rightsHeldBy({ roles: [] })).toEqual([]);
  });
});
