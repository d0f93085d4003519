import { describe, expect, it } from 'vitest';
import { fileDownloadHref, fileNameFromDisposition, zipDownloadHref } from './download-links.ts';

describe('download links', () => {
  it('point at our own download calls with the names encoded', () => {
    expect(fileDownloadHref({ fileUrl: '/file/content/k1.pdf', filename: '制度 A&B.pdf' })).toBe(
      '/file/downloadFileByUrl/get?fileName=%E5%88%B6%E5%BA%A6+A%26B.pdf&fileUrl=%2Ffile%2Fcontent%2Fk1.pdf',
    );
    expect(zipDownloadHref([{ ossKey: 'a.pdf' }, { ossKey: 'b.docx' }], '制度')).toBe(
      '/file/downloadZip?ossKeys=a.pdf%2Cb.docx&fileName=%E5%88%B6%E5%BA%A6.zip',
    );
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the exact UTF-8 name, then the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="__.pdf"; filename*=UTF-8''%E5%88%B6%E5%BA%A6.pdf`),
    ).toBe('制度.pdf');
    expect(fileNameFromDisposition('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%E5%88`)).toBe('x.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
