import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  DEFAULT_UPLOAD_LIMITS,
  exceedsCountLimit,
  exceedsSizeLimit,
  fileExtension,
  isAllowedType,
  joinOssKeys,
  refuseUpload,
  splitOssKeys,
} from './upload-rules.ts';

const MB = 1024 * 1024;

describe('size limit', () => {
  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(exceedsSizeLimit(104_857_600, 104_857_600)).toBe(false);
    expect(exceedsSizeLimit(104_857_601, 104_857_600)).toBe(true);
  });

  it('treats 0 as unlimited', () => {
    expect(exceedsSizeLimit(50 * 1024 * MB, 0)).toBe(false);
  });

  it('defaults to 104857600 bytes', () => {
    expect(DEFAULT_UPLOAD_LIMITS.maxBytes).toBe(104_857_600);
  });
});

describe('allowed types', () => {
  const allowed = DEFAULT_UPLOAD_LIMITS.allowedTypes;

  it('accepts the default types whatever their case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'd.PDF', 'e.docx', 'f.XLSX', 'g.pptx']) {
      expect(isAllowedType(name, allowed)).toBe(true);
    }
  });

  it('refuses other extensions, files without one and dot-files', () => {
    for (const name of ['a.doc', 'b.exe', 'c.pdf.exe', 'README', '.png', 'd.']) {
      expect(isAllowedType(name, allowed)).toBe(false);
    }
  });

  it('reads the extension after the last dot', () => {
    expect(fileExtension('季度 报告.v2.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
  });

  it('offers the types to the file chooser', () => {
    expect(acceptAttribute(['pdf', 'png'])).toBe('.pdf,.png');
  });
});

describe('count limit', () => {
  it('has no limit by default (0)', () => {
    expect(DEFAULT_UPLOAD_LIMITS.limit).toBe(0);
    expect(exceedsCountLimit(500, 0)).toBe(false);
  });

  it('allows up to the limit and refuses the next file', () => {
    expect(exceedsCountLimit(2, 3)).toBe(false);
    expect(exceedsCountLimit(3, 3)).toBe(true);
  });
});

describe('refuseUpload', () => {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, limit: 2 };

  it('lets a fitting file through', () => {
    expect(refuseUpload({ name: 'agenda.pdf', size: MB }, 0, limits)).toBeNull();
  });

  it('checks size first, then type, then count', () => {
    expect(refuseUpload({ name: 'big.exe', size: 200 * MB }, 5, limits)).toBe('tooLarge');
    expect(refuseUpload({ name: 'tool.exe', size: 1 }, 5, limits)).toBe('badType');
    expect(refuseUpload({ name: 'third.png', size: 1 }, 2, limits)).toBe('tooMany');
  });
});

describe('ossKey lists', () => {
  it('splits a comma-joined field, ignoring blanks', () => {
    expect(splitOssKeys('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitOssKeys('')).toEqual([]);
    expect(splitOssKeys(undefined)).toEqual([]);
  });

  it('joins keys back', () => {
    expect(joinOssKeys(['a', 'b'])).toBe('a,b');
    expect(joinOssKeys([])).toBe('');
  });
});
