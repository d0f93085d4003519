import { describe, expect, it } from 'vitest';
import { canImportApartments } from './policy.ts';

describe('canImportApartments', () => {
  it("lets the module right's holders and admins import, and nobody else", () => {
    expect(canImportApartments({ roles: ['apartment:import'] })).toBe(true);
    expect(canImportApartments({ roles: ['admin'] })).toBe(true);
    expect(canImportApartments({ roles: [] })).toBe(false);
    expect(canImportApartments({ roles: ['rotation:import', 'feedback:read'] })).toBe(false);
  });
});
