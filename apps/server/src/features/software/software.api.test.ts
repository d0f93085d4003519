import {
  downloadPaths,
  type SoftwarePackage,
  type SoftwarePublishRequest,
  type UploadedFile,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { multipartBody, uploadTo } from '../../../test/uploads.ts';
import { sampleExe, samplePdf, sampleZip } from '../files/sample-files.ts';
import { files } from '../files/schema.ts';
import { SOFTWARE_RIGHT } from './policy.ts';
import { softwarePackages } from './schema.ts';

const UPLOAD_LIMIT = 64 * 1024;
const server = useTestServer({ uploadMaxBytes: UPLOAD_LIMIT });
const db = () => server.database.db;

const signInWith = async (roles: string[]) => signIn(server, await createUser(db(), { roles }));
const publisher = () => signInWith([SOFTWARE_RIGHT]);

/** The page's upload: the name, then the package under `multipartFile`. */
async function uploadPackage(caller: Caller, bytes: Buffer, name: string) {
  await server.app.ctx.changes.caughtUp(db());
  return server.app.inject({
    method: 'POST',
    url: '/software/upload',
    headers: {
      cookie: caller.cookie,
      [XHR_HEADER]: XHR_HEADER_VALUE,
      'content-type': 'multipart/form-data; boundary=----portal-test-7d3f',
    },
    payload: multipartBody([
      { field: 'name', value: name },
      { field: 'multipartFile', fileName: name, bytes },
    ]),
  });
}

const release = (
  ossKey: string,
  overrides: Partial<SoftwarePublishRequest> = {},
): SoftwarePublishRequest => ({
  name: `测试客户端${Math.random().toString(36).slice(2, 8)}`,
  category: 'utility',
  platform: 'windows',
  version: '1.0.0',
  description: '测试用安装包',
  ossKey,
  ...overrides,
});

async function publishNew(caller: Caller, overrides: Partial<SoftwarePublishRequest> = {}) {
  const file = envelope<UploadedFile>(
    await uploadPackage(caller, sampleZip(['README.txt']), 'tool.zip'),
  ).data;
  return envelope<SoftwarePackage>(await caller.post('/software/publish', release(file.ossKey, overrides)))
    .data;
}

const tableCounts = async () => ({
  files: (await db().select({ count: count() }).from(files))[0]?.count,
  packages: (await db().select({ count: count() }).from(softwarePackages))[0]?.count,
});

describe('the software right in GET /rights/mine', () => {
  it('is named for holders of the software right and administrators only', async () => {
    const answers = [];
    for (const roles of [[SOFTWARE_RIGHT], ['admin'], [], ['holiday:edit', 'apartment:import']]) {
      const rights = envelope<string[]>(await (await signInWith(roles)).get('/rights/mine')).data;
      answers.push(rights.includes(SOFTWARE_RIGHT));
    }
    expect(answers).toEqual([true, true, false, false]);
  });
});

describe('publishing and listing', () => {
  it('a publisher uploads a package and publishes it; everyone finds it by keyword and category', async () => {
    const caller = await publisher();
    const published = await publishNew(caller, {
      name: '星海测试VPN',
      category: 'security',
      version: '5.1.0',
    });
    expect(published).toMatchObject({
      name: '星海测试VPN',
      category: 'security',
      platform: 'windows',
      version: '5.1.0',
      fileName: 'tool.zip',
      publisher: caller.user.name,
    });

    const reader = await signInWith([]);
    const found = (query: Record<string, string>) =>
      reader.get('/software/list', query).then((response) => envelope<SoftwarePackage[]>(response).data);
    expect((await found({ keyword: '测试VPN' })).map((item) => item.id)).toEqual([published.id]);
    expect((await found({ keyword: '测试VPN', category: 'security' })).map((item) => item.id)).toEqual([
      published.id,
    ]);
    expect(await found({ keyword: '测试VPN', category: 'office' })).toEqual([]);
    const wrong = await reader.get('/software/list', { category: 'games' });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).error).toBe('software.category');
  });

  it('a new version sits beside the old one; the same version twice is refused', async () => {
    const caller = await publisher();
    const first = await publishNew(caller, { name: '版本测试', version: '1.0.0' });
    const second = await publishNew(caller, { name: '版本测试', version: '1.1.0' });
    const listed = envelope<SoftwarePackage[]>(
      await caller.get('/software/list', { keyword: '版本测试' }),
    ).data;
    expect(listed.map((item) => item.version).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(first.id).not.toBe(second.id);

    const file = envelope<UploadedFile>(await uploadPackage(caller, sampleZip(['a.txt']), 'again.zip')).data;
    const again = await caller.post(
      '/software/publish',
      release(file.ossKey, { name: '版本测试', version: '1.1.0' }),
    );
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('software.duplicate');
  });

  it('downloads a package with its bytes and name', async () => {
    const caller = await publisher();
    const bytes = sampleZip(['README.txt', 'setup.cmd']);
    const file = envelope<UploadedFile>(await uploadPackage(caller, bytes, '下载测试.zip')).data;
    const published = envelope<SoftwarePackage>(
      await caller.post('/software/publish', release(file.ossKey)),
    ).data;
    const reader = await signInWith([]);
    const response = await server.app.inject({
      method: 'GET',
      url: downloadPaths.file,
      query: { fileUrl: published.fileUrl, fileName: published.fileName },
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('下载测试.zip'));
    expect(response.headers['content-type']).toBe('application/zip');
  });
});

describe('refusals', () => {
  it('refuses uploads and publishing without the right, storing nothing', async () => {
    const owner = await publisher();
    const file = envelope<UploadedFile>(await uploadPackage(owner, sampleZip(['x.txt']), 'x.zip')).data;
    const before = await tableCounts();
    const caller = await signInWith(['holiday:edit']);
    const upload = await uploadPackage(caller, sampleZip(['x.txt']), 'x.zip');
    expect(upload.statusCode).toBe(403);
    const publish = await caller.post('/software/publish', release(file.ossKey));
    expect(publish.statusCode).toBe(403);
    expect(envelope(publish).error).toBe('auth.forbidden');
    expect(await tableCounts()).toEqual(before);
  });

  it.each([
    ['a PDF', samplePdf(), 'manual.pdf', 415, 'software.badType'],
    ['a PDF named like a package', samplePdf(), 'setup.zip', 415, 'software.badType'],
    ['an .exe named .zip', sampleExe(), 'setup.zip', 415, 'file.nameMismatch'],
    [
      'a package past the upload limit',
      Buffer.concat([sampleZip(['a']), Buffer.alloc(UPLOAD_LIMIT)]),
      'big.zip',
      413,
      'file.tooLarge',
    ],
  ] as const)('refuses %s', async (_, bytes, name, status, error) => {
    const caller = await publisher();
    const before = await tableCounts();
    const response = await uploadPackage(caller, bytes, name);
    expect(response.statusCode).toBe(status);
    expect(envelope(response).error).toBe(error);
    expect(await tableCounts()).toEqual(before);
  });

  it('accepts a Windows installer by its bytes', async () => {
    const response = await uploadPackage(await publisher(), sampleExe(), 'setup.exe');
    expect(response.statusCode).toBe(200);
    expect(envelope<UploadedFile>(response).data.name).toBe('setup.exe');
  });

  it("refuses to publish someone else's upload, an attachment or an unknown file", async () => {
    const other = await publisher();
    const theirs = envelope<UploadedFile>(await uploadPackage(other, sampleZip(['t.txt']), 't.zip')).data;
    const caller = await publisher();
    const attachment = envelope<UploadedFile>(
      await uploadTo(server, caller, samplePdf(), 'minutes.pdf'),
    ).data;
    for (const ossKey of [theirs.ossKey, attachment.ossKey, 'nothing-here.zip']) {
      const response = await caller.post('/software/publish', release(ossKey));
      expect(response.statusCode).toBe(404);
      expect(envelope(response).error).toBe('software.unknownFile');
    }
  });

  it.each([
    ['an empty name', { name: ' ' }, 'software.nameRequired'],
    ['a long name', { name: 'x'.repeat(101) }, 'software.nameTooLong'],
    ['a version with spaces', { version: '1 0' }, 'software.version'],
    ['an unknown platform', { platform: 'beos' }, 'software.platform'],
    ['a NUL byte', { description: 'a\u0000' }, 'request.nulByte'],
    ['a long description', { description: 'x'.repeat(1001) }, 'software.descriptionTooLong'],
  ] as const)('refuses a release with %s', async (_, overrides, error) => {
    const caller = await publisher();
    const file = envelope<UploadedFile>(await uploadPackage(caller, sampleZip(['r.txt']), 'r.zip')).data;
    const response = await caller.post('/software/publish', { ...release(file.ossKey), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
  });
});
