import { describe, expect, it } from 'vitest';
import { canAttachFile } from './policy.ts';

describe('canAttachFile', () => {
  it('lets the uploader attach their own file and nobody else', () => {
    expect(canAttachFile({ id: 7 }, { uploadedBy: 7 })).toBe(true);
    expect(canAttachFile({ id: 8 }, { uploadedBy: 7 })).toBe(false);
  });
});
