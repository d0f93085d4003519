import { describe, expect, it } from 'vitest';
import { canEditNews } from './policy.ts';

describe('canEditNews', () => {
  it('lets the holders of news:edit and administrators edit notices', () => {
    expect(canEditNews({ roles: ['news:edit'] })).toBe(true);
    expect(canEditNews({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, holders of other rights among them', () => {
    expect(canEditNews({ roles: [] })).toBe(false);
    expect(canEditNews({ roles: ['rules:edit', 'rooms:edit'] })).toBe(false);
  });
});
