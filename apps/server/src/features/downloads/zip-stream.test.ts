import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { uniqueEntryNames, zipStream } from './zip-stream.ts';

describe('zipStream', () => {
  it('writes every entry, Chinese names and bytes intact', async () => {
    const big = Buffer.alloc(200_000, 7);
    const zip = await buffer(
      zipStream([
        { name: '员工手册.pdf', open: async () => Readable.from([Buffer.from('%PDF-1.4 a')]) },
        {
          name: 'big.bin',
          open: async () => Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
        },
      ]),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['员工手册.pdf', 'big.bin']);
    expect(Buffer.from(files['员工手册.pdf'] as Uint8Array).toString()).toBe('%PDF-1.4 a');
    expect(Buffer.from(files['big.bin'] as Uint8Array).equals(big)).toBe(true);
  });

  it('fails the stream when a file cannot be read', async () => {
    const stream = zipStream([{ name: 'a.pdf', open: async () => Promise.reject(new Error('gone')) }]);
    await expect(buffer(stream)).rejects.toThrow('gone');
  });
});

describe('uniqueEntryNames', () => {
  it('numbers repeated names before the extension, ignoring case', () => {
    expect(uniqueEntryNames(['合同.docx', 'a.pdf', '合同.docx', 'A.PDF', '合同.docx', 'README'])).toEqual([
      '合同.docx',
      'a.pdf',
      '合同 (2).docx',
      'A (2).PDF',
      '合同 (3).docx',
      'README',
    ]);
  });
});
