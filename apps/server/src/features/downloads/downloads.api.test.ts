import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { sampleOffice, samplePdf } from '../files/sample-files.ts';
import { createStoredFile } from '../rules/test-factories.ts';

const server = useTestServer();

/** A navigation as the browser makes it: the session cookie, no XHR marker. */
const navigate = (caller: Caller | null, url: string, query: Record<string, string>) =>
  server.app.inject({ method: 'GET', url, query, headers: caller ? { cookie: caller.cookie } : {} });

const download = (caller: Caller | null, query: Record<string, string>) =>
  navigate(caller, '/file/downloadFileByUrl/get', query);
const downloadZip = (caller: Caller | null, query: Record<string, string>) =>
  navigate(caller, '/file/downloadZip', query);

const suggestedName = (disposition: unknown) =>
  decodeURIComponent(String(disposition).split("filename*=UTF-8''")[1] ?? '');

describe('GET /file/downloadFileByUrl/get', () => {
  it('sends a stored file as an attachment with its Chinese name intact', async () => {
    const ossKey = await createStoredFile(server, '员工考勤管理制度（2026版）.pdf', samplePdf(), 'pdf');
    const caller = await signIn(server);
    const response = await download(caller, {
      fileUrl: `/file/content/${ossKey}`,
      fileName: '员工考勤管理制度（2026版）.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(samplePdf())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="/);
    expect(suggestedName(response.headers['content-disposition'])).toBe('员工考勤管理制度（2026版）.pdf');
  });

  it('takes a bare ossKey, uses the stored name when none is given, and keeps the real extension', async () => {
    const ossKey = await createStoredFile(server, '劳动合同.docx', sampleOffice('docx'), 'docx');
    const caller = await signIn(server);
    const bare = await download(caller, { fileUrl: ossKey });
    expect(suggestedName(bare.headers['content-disposition'])).toBe('劳动合同.docx');
    const renamed = await download(caller, { fileUrl: ossKey, fileName: '../合同.html' });
    expect(suggestedName(renamed.headers['content-disposition'])).toBe('合同.html.docx');
  });

  it('never fetches a URL: foreign hosts and paths outside storage are refused with a clear message', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const caller = await signIn(server);
    for (const fileUrl of [
      'https://evil.example.com/file/content/a.pdf',
      'http://169.254.169.254/latest/meta-data',
      '../../../etc/passwd',
      '/etc/passwd',
      '/file/content/../../package.json',
    ]) {
      const response = await download(caller, { fileUrl });
      expect(response.statusCode, fileUrl).toBe(400);
      expect(envelope(response).message).toBe('只能下载本站存储的文件');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers 404 for a key that is not a stored file, in the caller language', async () => {
    const caller = await signIn(server);
    const response = await server.app.inject({
      method: 'GET',
      url: '/file/downloadFileByUrl/get',
      query: { fileUrl: '/file/content/no-such-file.pdf' },
      headers: { cookie: caller.cookie, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe('That file does not exist');
  });

  it('needs a session', async () => {
    const ossKey = await createStoredFile(server, 'a.pdf', samplePdf(), 'pdf');
    const response = await download(null, { fileUrl: ossKey });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});

describe('GET /file/downloadZip', () => {
  it('streams one zip of the stored files, Chinese names intact and repeated names numbered', async () => {
    const rule = await createStoredFile(server, '差旅费用报销管理办法.pdf', samplePdf(), 'pdf');
    const table = await createStoredFile(server, '附件1：差旅费用标准表.xlsx', sampleOffice('xlsx'), 'xlsx');
    const again = await createStoredFile(server, '差旅费用报销管理办法.pdf', samplePdf(), 'pdf');
    const caller = await signIn(server);
    const response = await downloadZip(caller, {
      ossKeys: [rule, table, again].join(','),
      fileName: '差旅费用报销管理办法',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(suggestedName(response.headers['content-disposition'])).toBe('差旅费用报销管理办法.zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual([
      '差旅费用报销管理办法.pdf',
      '附件1：差旅费用标准表.xlsx',
      '差旅费用报销管理办法 (2).pdf',
    ]);
    expect(
      Buffer.from(entries['附件1：差旅费用标准表.xlsx'] as Uint8Array).equals(sampleOffice('xlsx')),
    ).toBe(true);
  });

  it('refuses unknown keys, foreign paths, too many files and visitors without a session', async () => {
    const known = await createStoredFile(server, 'a.pdf', samplePdf(), 'pdf');
    const caller = await signIn(server);
    expect((await downloadZip(caller, { ossKeys: `${known},missing.pdf` })).statusCode).toBe(404);
    const foreign = await downloadZip(caller, { ossKeys: `${known},../secret` });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign).message).toBe('只能下载本站存储的文件');
    const many = Array.from({ length: 51 }, (_, index) => `k${index}.pdf`).join(',');
    const tooMany = await downloadZip(caller, { ossKeys: many });
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).message).toBe('一次可打包下载 1 到 50 个文件');
    expect((await downloadZip(caller, { ossKeys: '' })).statusCode).toBe(400);
    expect((await downloadZip(null, { ossKeys: known })).statusCode).toBe(401);
  });
});
