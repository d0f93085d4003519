import { UPLOAD_ALLOWED_TYPES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { FILE_TYPES, sniffFileType } from './content-type.ts';
import {
  sampleExe,
  sampleHtml,
  sampleJpeg,
  sampleOffice,
  sampleOle,
  samplePdf,
  samplePng,
  sampleZip,
} from './sample-files.ts';

const kindOf = async (bytes: Buffer) => (await sniffFileType(bytes))?.kind ?? null;

describe('sniffFileType', () => {
  it('recognises images and PDF by their signatures', async () => {
    expect(await kindOf(sampleJpeg())).toBe('jpeg');
    expect(await kindOf(samplePng())).toBe('png');
    expect(await kindOf(samplePdf())).toBe('pdf');
  });

  it('tells docx, xlsx and pptx apart by the main part their package declares', async () => {
    expect(await kindOf(sampleOffice('docx'))).toBe('docx');
    expect(await kindOf(sampleOffice('xlsx'))).toBe('xlsx');
    expect(await kindOf(sampleOffice('pptx'))).toBe('pptx');
  });

  it('is not misled by an archive comment or ZIP64 end records', async () => {
    const names = ['[Content_Types].xml', 'xl/workbook.xml'];
    expect(await kindOf(sampleZip(names, { comment: 'x'.repeat(3000) }))).toBe('xlsx');
    expect(await kindOf(sampleZip(names, { zip64: true }))).toBe('xlsx');
  });

  it('refuses anything else, whatever it would be named', async () => {
    expect(await kindOf(sampleExe())).toBeNull();
    expect(await kindOf(sampleHtml())).toBeNull();
    expect(await kindOf(sampleOle())).toBeNull();
    expect(await kindOf(Buffer.alloc(0))).toBeNull();
    expect(await kindOf(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('refuses a ZIP that is not an office document, whatever its folders', async () => {
    expect(await kindOf(sampleZip(['readme.txt', 'word/document.xml']))).toBeNull();
    expect(await kindOf(sampleZip(['[Content_Types].xml', 'docProps/app.xml']))).toBeNull();
  });

  it('refuses a ZIP cut off before its package declaration ends', async () => {
    const docx = sampleOffice('docx');
    expect(await kindOf(docx.subarray(0, 60))).toBeNull();
  });

  it('knows every type an upload may have, and only those', () => {
    const known = Object.values(FILE_TYPES).flatMap((type) => type.extensions);
    expect([...known].sort()).toEqual([...UPLOAD_ALLOWED_TYPES].sort());
  });
});
