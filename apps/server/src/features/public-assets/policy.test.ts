import { describe, expect, it } from 'vitest';
import { ASSETS_RIGHT, canEditAssets } from './policy.ts';

describe('canEditAssets', () => {
  it('admits the holders of the assets right and administrators', () => {
    expect(canEditAssets({ roles: [ASSETS_RIGHT] })).toBe(true);
    expect(canEditAssets({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, the holders of other module rights included', () => {
    expect(canEditAssets({ roles: [] })).toBe(false);
    expect(canEditAssets({ roles: ['apartment:import', 'rotation:import'] })).toBe(false);
    expect(canEditAssets({ roles: ['assets:read', 'Assets:Edit'] })).toBe(false);
  });
});
