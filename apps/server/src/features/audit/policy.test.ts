import { describe, expect, it } from 'vitest';
import { canReadAudit } from './policy.ts';

describe('canReadAudit', () => {
  it('lets administrators read the trail, and no module right holder', () => {
    expect(canReadAudit({ roles: ['admin'] })).toBe(true);
    expect(canReadAudit({ roles: [] })).toBe(false);
    expect(canReadAudit({ roles: ['holiday:edit', 'messages:send', 'rooms:edit'] })).toBe(false);
    expect(canReadAudit({ roles: ['Admin'] })).toBe(false);
  });
});
