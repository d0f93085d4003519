import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../../features/files/index.ts';
import { demoDocx, demoPdf, demoXlsx } from './office-files.ts';

const kindOf = async (bytes: Buffer) => (await sniffFileType(bytes))?.kind;
const textOf = (zip: Buffer, entry: string) =>
  new TextDecoder().decode(unzipSync(new Uint8Array(zip))[entry]);

describe('demo attachments', () => {
  it('are the kinds their extensions promise, as the upload check reads them', async () => {
    expect(await kindOf(demoPdf(['员工手册']))).toBe('pdf');
    expect(await kindOf(demoDocx('劳动合同', ['甲方：']))).toBe('docx');
    expect(await kindOf(demoXlsx('表1', [['序号', '项目']]))).toBe('xlsx');
  });

  it('hold their Chinese text, escaped as XML', () => {
    expect(textOf(demoDocx('保密协议 <A&B>', ['第一条']), 'word/document.xml')).toContain(
      '保密协议 &lt;A&amp;B&gt;',
    );
    expect(textOf(demoXlsx('表1', [['项目', '说明']]), 'xl/worksheets/sheet1.xml')).toContain(
      '<c r="B1" t="inlineStr"><is><t>说明</t></is></c>',
    );
  });

  it('write a PDF whose cross-reference table points at each object', () => {
    const pdf = demoPdf(['员工考勤管理制度', 'Staff portal']).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    // 员 is U+5458, written as UCS-2 for the Adobe-GB1 font.
    expect(pdf).toContain('<54585de5');
  });

  it('are the same bytes every time (deterministic seed)', () => {
    expect(demoDocx('a', ['b']).equals(demoDocx('a', ['b']))).toBe(true);
  });
});
