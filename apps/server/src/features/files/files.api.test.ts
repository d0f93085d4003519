import type { UploadedFile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, envelope, signIn, type TestServer, useTestServer } from '../../../test/support.ts';
import { type UploadOptions as BaseUploadOptions, uploadTo } from '../../../test/uploads.ts';
import { sampleExe, sampleHtml, sampleOffice, samplePdf, samplePng } from './sample-files.ts';
import { files } from './schema.ts';

const server = useTestServer();

interface UploadOptions extends BaseUploadOptions {
  on?: TestServer;
}

const upload = (caller: Caller | null, bytes: Buffer, name: string, options: UploadOptions = {}) =>
  uploadTo(options.on ?? server, caller, bytes, name, options);

const openContent = (path: string, caller: Caller | null) =>
  server.app.inject({ method: 'GET', url: path, headers: caller ? { cookie: caller.cookie } : {} });

describe('uploading and looking files up', () => {
  it('accepts a png, a pdf and a docx and lists them by ossKey in the order asked', async () => {
    const caller = await signIn(server);
    const uploaded: UploadedFile[] = [];
    for (const [bytes, name] of [
      [samplePng(), 'photo.PNG'],
      [samplePdf(), 'rules.pdf'],
      [sampleOffice('docx'), 'minutes.docx'],
    ] as const) {
      const response = await upload(caller, bytes, name);
      expect(response.statusCode).toBe(200);
      uploaded.push(envelope<UploadedFile>(response).data);
    }
    expect(uploaded.map((file) => file.ossKey)).toEqual([
      expect.stringMatching(/^[\w-]{32}\.png$/),
      expect.stringMatching(/^[\w-]{32}\.pdf$/),
      expect.stringMatching(/^[\w-]{32}\.docx$/),
    ]);
    const [png, pdf, docx] = uploaded as [UploadedFile, UploadedFile, UploadedFile];
    expect(png).toEqual({ ossKey: png.ossKey, path: `/file/content/${png.ossKey}`, name: 'photo.PNG' });

    const other = await signIn(server);
    const listed = await other.get('/file/getPortalFileByOssKeys', {
      ossKeys: `${docx.ossKey},unknown.png,${png.ossKey},${pdf.ossKey}`,
    });
    expect(envelope<UploadedFile[]>(listed).data).toEqual([docx, png, pdf]);
  });

  it('records the uploader and the type read from the bytes, not the one the client claims', async () => {
    const caller = await signIn(server);
    const response = await upload(caller, Buffer.alloc(0), '', {
      parts: [
        { field: 'multipartFile', fileName: 'x.png', bytes: samplePng(), type: 'text/html' },
        { field: 'name', value: 'scan.png' },
      ],
    });
    const { ossKey, name } = envelope<UploadedFile>(response).data;
    expect(name).toBe('scan.png');
    const [row] = await server.database.db.select().from(files).where(eq(files.ossKey, ossKey));
    expect(row).toMatchObject({
      uploadedBy: caller.user.id,
      contentType: 'image/png',
      size: samplePng().length,
    });
  });

  it('refuses an exe or an html page named .png, and a pdf named .docx, with 415', async () => {
    const caller = await signIn(server);
    for (const [bytes, name] of [
      [sampleExe(), 'setup.png'],
      [sampleHtml(), 'x.png'],
    ] as const) {
      const response = await upload(caller, bytes, name);
      expect(response.statusCode).toBe(415);
      expect(envelope(response).message).toContain('仅支持 DOCX/XLSX/PPTX/PDF/JPG/PNG');
    }
    const mismatch = await upload(caller, samplePdf(), 'x.docx');
    expect(mismatch.statusCode).toBe(415);
    expect(envelope(mismatch).message).toBe('附件的扩展名与文件内容不符');
  });

  it('refuses an empty upload and a form without the file', async () => {
    const caller = await signIn(server);
    const empty = await upload(caller, Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe('请选择要上传的文件');
    const noFile = await upload(caller, Buffer.alloc(0), '', { parts: [{ field: 'name', value: 'a.pdf' }] });
    expect(noFile.statusCode).toBe(400);
  });

  it('needs the XHR marker and a session', async () => {
    const caller = await signIn(server);
    expect((await upload(caller, samplePng(), 'a.png', { xhr: false })).statusCode).toBe(403);
    const anonymous = await upload(null, samplePng(), 'a.png');
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('302');
  });
});

describe('serving file content', () => {
  it('streams the bytes to a signed-in user with the stored type, nosniff and a private cache', async () => {
    const caller = await signIn(server);
    const { path } = envelope<UploadedFile>(await upload(caller, samplePng(), 'photo.png')).data;
    const response = await openContent(path, await signIn(server));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(samplePng())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('opens a PDF in the tab under the same sandbox policy as downloads', async () => {
    const caller = await signIn(server);
    const { path } = envelope<UploadedFile>(await upload(caller, samplePdf(), 'plan.pdf')).data;
    const response = await openContent(path, caller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('round-trips a Chinese name and offers office files as a download', async () => {
    const caller = await signIn(server);
    const name = '2026 会议纪要（终版）.xlsx';
    const uploaded = envelope<UploadedFile>(await upload(caller, sampleOffice('xlsx'), name)).data;
    expect(uploaded.name).toBe(name);
    const listed = await caller.get('/file/getPortalFileByOssKeys', { ossKeys: uploaded.ossKey });
    expect(envelope<UploadedFile[]>(listed).data[0]?.name).toBe(name);

    const response = await openContent(uploaded.path, caller);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('answers 401 with code 302 without a session, and 404 for an unknown key', async () => {
    const caller = await signIn(server);
    const { path } = envelope<UploadedFile>(await upload(caller, samplePdf(), 'a.pdf')).data;
    const anonymous = await openContent(path, null);
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('302');
    const unknown = await openContent('/file/content/no-such-key.pdf', caller);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('with a 1 KB upload limit', () => {
  const small = useTestServer({ uploadMaxBytes: 1024 });

  it('refuses a larger file with 413 and the size message, and keeps one at the limit', async () => {
    const caller = await signIn(small);
    const pdfOf = (size: number) => Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().length, 32)]);
    const tooLarge = await upload(caller, pdfOf(1025), 'big.pdf', { on: small });
    expect(tooLarge.statusCode).toBe(413);
    expect(envelope(tooLarge).message).toBe('最大支持1KB附件');
    const atLimit = await upload(caller, pdfOf(1024), 'fits.pdf', { on: small });
    expect(atLimit.statusCode).toBe(200);
  });
});
