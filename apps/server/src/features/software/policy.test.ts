import { describe, expect, it } from 'vitest';
import { canPublishFile, canPublishSoftware, SOFTWARE_RIGHT } from './policy.ts';

describe('canPublishSoftware', () => {
  it('admits the holders of the software right and administrators', () => {
    expect(canPublishSoftware({ roles: [SOFTWARE_RIGHT] })).toBe(true);
    expect(canPublishSoftware({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, the holders of other module rights included', () => {
    expect(canPublishSoftware({ roles: [] })).toBe(false);
    expect(canPublishSoftware({ roles: ['holiday:edit', 'rotation:import'] })).toBe(false);
    expect(canPublishSoftware({ roles: ['software:read', 'Software:Publish'] })).toBe(false);
  });
});

describe('canPublishFile', () => {
  const types = ['application/zip'];
  it('admits a package its publisher uploaded', () => {
    expect(
      canPublishFile({ id: 7, roles: [] }, { uploadedBy: 7, contentType: 'application/zip' }, types),
    ).toBe(true);
  });

  it("refuses someone else's upload and an upload that is not a package", () => {
    expect(
      canPublishFile({ id: 7, roles: [] }, { uploadedBy: 8, contentType: 'application/zip' }, types),
    ).toBe(false);
    expect(
      canPublishFile({ id: 7, roles: [] }, { uploadedBy: 7, contentType: 'application/pdf' }, types),
    ).toBe(false);
  });
});
