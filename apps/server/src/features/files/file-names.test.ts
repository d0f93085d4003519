import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  extensionOf,
  MAX_DISPLAY_NAME_LENGTH,
  sanitizeDisplayName,
} from './file-names.ts';

describe('sanitizeDisplayName', () => {
  it('keeps only the last path part', () => {
    expect(sanitizeDisplayName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitizeDisplayName('C:\\Users\\张三\\会议纪要.docx')).toBe('会议纪要.docx');
  });

  it('drops control characters and direction overrides', () => {
    expect(sanitizeDisplayName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeDisplayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('composes decomposed characters', () => {
    expect(sanitizeDisplayName('Cafe\u0301.png')).toBe('Café.png');
  });

  it('shortens long names to 200 characters and keeps the extension', () => {
    const name = sanitizeDisplayName(`${'报'.repeat(300)}.xlsx`);
    expect(Array.from(name)).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name.endsWith('报.xlsx')).toBe(true);
  });

  it('leaves nothing of a name that is only a path', () => {
    expect(sanitizeDisplayName('..')).toBe('');
    expect(sanitizeDisplayName('folder/')).toBe('');
  });
});

describe('extensionOf', () => {
  it('is the lower-case part after the last dot', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
  });
});

describe('contentDisposition', () => {
  it('carries a Chinese name exactly in filename* and an ASCII stand-in in filename', () => {
    expect(contentDisposition('会议 纪要.docx', false)).toBe(
      `attachment; filename="__ __.docx"; filename*=UTF-8''%E4%BC%9A%E8%AE%AE%20%E7%BA%AA%E8%A6%81.docx`,
    );
  });

  it('cannot be broken out of by quotes, and encodes what RFC 5987 reserves', () => {
    expect(contentDisposition(`a"b'(1)*.pdf`, true)).toBe(
      `inline; filename="a_b'(1)*.pdf"; filename*=UTF-8''a%22b%27%281%29%2A.pdf`,
    );
  });
});
