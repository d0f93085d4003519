import { describe, expect, it } from 'vitest';
import { canManageRotation, ROTATION_RIGHT } from './policy.ts';

describe('canManageRotation', () => {
  it('admits the holders of the rotation right and administrators', () => {
    expect(canManageRotation({ roles: [ROTATION_RIGHT] })).toBe(true);
    expect(canManageRotation({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, the holders of other module rights included', () => {
    expect(canManageRotation({ roles: [] })).toBe(false);
    expect(canManageRotation({ roles: ['apartment:import', 'feedback:read'] })).toBe(false);
    expect(canManageRotation({ roles: ['rotation:read', 'Rotation:Import'] })).toBe(false);
  });
});
