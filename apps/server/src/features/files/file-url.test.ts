import { describe, expect, it } from 'vitest';
import { ossKeyOfFileUrl } from './file-url.ts';

describe('ossKeyOfFileUrl', () => {
  it('reads the key from our own content path, or takes a bare key', () => {
    expect(ossKeyOfFileUrl('/file/content/abc_DEF-123.pdf')).toBe('abc_DEF-123.pdf');
    expect(ossKeyOfFileUrl('seed-0a1b2c.docx')).toBe('seed-0a1b2c.docx');
  });

  it('refuses URLs of any host, even ones ending in our path', () => {
    expect(ossKeyOfFileUrl('https://evil.example.com/file/content/a.pdf')).toBeNull();
    expect(ossKeyOfFileUrl('http://127.0.0.1:8080/file/content/a.pdf')).toBeNull();
    expect(ossKeyOfFileUrl('//evil.example.com/a.pdf')).toBeNull();
    expect(ossKeyOfFileUrl('file:///etc/passwd')).toBeNull();
  });

  it('refuses paths outside storage and traversal in any spelling', () => {
    expect(ossKeyOfFileUrl('/etc/passwd')).toBeNull();
    expect(ossKeyOfFileUrl('../../etc/passwd')).toBeNull();
    expect(ossKeyOfFileUrl('/file/content/../../config.ts')).toBeNull();
    expect(ossKeyOfFileUrl('/file/content/%2e%2e%2fsecret')).toBeNull();
    expect(ossKeyOfFileUrl('/file/content/a..pdf')).toBeNull();
    expect(ossKeyOfFileUrl('/file/content/.hidden')).toBeNull();
    expect(ossKeyOfFileUrl('/file/content/a.pdf?x=1')).toBeNull();
    expect(ossKeyOfFileUrl('C:\\Windows\\win.ini')).toBeNull();
    expect(ossKeyOfFileUrl('')).toBeNull();
  });
});
