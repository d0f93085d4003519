import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ImportResult,
  type JobRotation,
  ROTATION_TEMPLATE_PATH,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { multipartBody } from '../../../test/uploads.ts';
import { spreadsheetImports } from '../spreadsheets/schema.ts';
import { ROTATION_COLUMNS } from './import-columns.ts';
import { ROTATION_RIGHT } from './policy.ts';
import { jobRotations } from './schema.ts';
import { createJobRotation } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/spreadsheets');

const signInWith = async (roles: string[]) => signIn(server, await createUser(db(), { roles }));
const manager = () => signInWith([ROTATION_RIGHT]);
const employee = () => signInWith([]);

/** The browser's import: the file's name, then the file, under the session of `caller`. */
async function importFile(caller: Caller, fileName: string, language = 'zh') {
  const bytes = await readFile(path.join(fixtures, fileName));
  await server.app.ctx.changes.caughtUp(db());
  return server.app.inject({
    method: 'POST',
    url: '/rotation/import',
    headers: {
      cookie: caller.cookie,
      [XHR_HEADER]: XHR_HEADER_VALUE,
      'accept-language': language,
      'content-type': 'multipart/form-data; boundary=----portal-test-7d3f',
    },
    payload: multipartBody([
      { field: 'name', value: fileName },
      { field: 'file', fileName, bytes },
    ]),
  });
}

/** What an import may change: the jobs and the imports noted. */
async function tableCounts() {
  const [jobs] = await db().select({ count: count() }).from(jobRotations);
  const [imports] = await db().select({ count: count() }).from(spreadsheetImports);
  return { jobs: jobs?.count, imports: imports?.count };
}

const openJobs = async (caller: Caller) =>
  envelope<JobRotation[]>(await caller.post('/rotation/list/query')).data;

/** Removes every open job, as its manager would, so an import starts from an empty list. */
const removeOpenJobs = (by: Caller) =>
  db()
    .update(jobRotations)
    .set({ removedAt: new Date(), removedBy: by.user.id })
    .where(isNull(jobRotations.removedAt));

describe('GET /rotation/auth', () => {
  it('is true for holders of the rotation right and administrators only', async () => {
    const answers = [];
    for (const roles of [[ROTATION_RIGHT], ['admin'], [], ['apartment:import', 'feedback:read']]) {
      const caller = await signInWith(roles);
      answers.push(envelope<boolean>(await caller.get('/rotation/auth')).data);
    }
    expect(answers).toEqual([true, true, false, false]);
  });

  it('answers code 302 without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/rotation/auth',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});

describe('POST /rotation/list/query and /rotation/detail', () => {
  it('lists the open jobs with every field, the lists under their API names', async () => {
    const caller = await employee();
    const job = await createJobRotation(db(), { jobName: '数据开发工程师', jobExpectedNumber: 3 });
    const removed = await createJobRotation(db(), {
      removedAt: new Date(),
      removedBy: caller.user.id,
    });

    const list = await openJobs(caller);
    expect(list.map((item) => item.id)).not.toContain(removed.id);
    expect(list.find((item) => item.id === job.id)).toStrictEqual({
      id: job.id,
      companyName: '星海科技有限公司',
      levelOneDepartment: '研发中心',
      levelThreeDepartment: '基础架构组',
      jobName: '数据开发工程师',
      jobSystem: '技术序列',
      jobAttribute: '全职',
      jobExpectedNumber: 3,
      jobBase: '北京',
      onsiteTime: '2026年3月',
      duration: '6个月',
      contactPersonName: '王伟',
      otherRequirements: '直属上级同意',
      jobDescriptionArray: ['开发核心服务', '参与代码评审'],
      technicalAndProfessionalDirectionArray: ['分布式系统'],
      otherSkillRequirementsArray: ['熟悉 Linux'],
    });
  });

  it('gives one open job; an unknown or removed one is 404 in the reader language', async () => {
    const caller = await employee();
    const job = await createJobRotation(db(), { jobName: '交互设计师' });
    const detail = envelope<JobRotation>(await caller.post('/rotation/detail', { id: job.id })).data;
    expect(detail).toMatchObject({ id: job.id, jobName: '交互设计师' });

    const removed = await createJobRotation(db(), { removedAt: new Date(), removedBy: caller.user.id });
    for (const id of [removed.id, 2_000_000_000]) {
      const response = await caller.post('/rotation/detail', { id });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({
        error: 'rotation.notFound',
        message: '岗位不存在或已被删除',
      });
    }
    const en = await server.app.inject({
      method: 'POST',
      url: '/rotation/detail',
      headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-language': 'en' },
      payload: { id: removed.id },
    });
    expect(envelope(en).message).toBe('That job does not exist or was removed');
  });

  it('refuses an id that is not a database id', async () => {
    const caller = await employee();
    for (const id of ['1', 0, 1.5, 2_147_483_648]) {
      const response = await caller.post('/rotation/detail', { id });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /rotation/remove', () => {
  it('removes an open job for a right holder and keeps its row with who and when', async () => {
    const caller = await manager();
    const job = await createJobRotation(db());
    const response = await caller.get('/rotation/remove', { id: job.id });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ code: 1, message: '已成功删除该岗位', data: null });

    const [row] = await db().select().from(jobRotations).where(eq(jobRotations.id, job.id));
    expect(row?.removedBy).toBe(caller.user.id);
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect((await openJobs(caller)).map((item) => item.id)).not.toContain(job.id);
  });

  it('lets an administrator remove too', async () => {
    const caller = await signInWith(['admin']);
    const job = await createJobRotation(db());
    expect((await caller.get('/rotation/remove', { id: job.id })).statusCode).toBe(200);
  });

  it('refuses without the right (403, whatever the id), in both languages, and changes nothing', async () => {
    const caller = await signInWith(['apartment:import']);
    const job = await createJobRotation(db());
    for (const id of [job.id, 2_000_000_000]) {
      const response = await caller.get('/rotation/remove', { id });
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toMatchObject({
        error: 'auth.forbidden',
        message: '没有权限',
        data: null,
      });
    }
    const en = await server.app.inject({
      method: 'GET',
      url: `/rotation/remove?id=${job.id}`,
      headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-language': 'en' },
    });
    expect(envelope(en).message).toBe('Not authorized');
    expect((await openJobs(caller)).map((item) => item.id)).toContain(job.id);
  });

  it('answers 404 for an unknown job and for a second removal', async () => {
    const caller = await manager();
    const job = await createJobRotation(db());
    expect((await caller.get('/rotation/remove', { id: job.id })).statusCode).toBe(200);
    for (const id of [job.id, 2_000_000_000]) {
      const response = await caller.get('/rotation/remove', { id });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).error).toBe('rotation.notFound');
    }
  });

  it('lets exactly one of several racing removals succeed', async () => {
    const callers = [await manager(), await manager(), await signInWith(['admin'])];
    const job = await createJobRotation(db());
    const responses = await Promise.all(
      [...callers, ...callers].map((caller) => caller.get('/rotation/remove', { id: job.id })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404]);
  });
});

describe('POST /rotation/import', () => {
  it.each(['rotation-good.xlsx', 'rotation-good.xls'])(
    'adds the jobs of %s (written by LibreOffice) beside the open ones, noting the import',
    async (fileName) => {
      const caller = await manager();
      await removeOpenJobs(caller);
      const earlier = await createJobRotation(db());
      const response = await importFile(caller, fileName);
      expect(response.statusCode).toBe(200);
      expect(envelope<ImportResult>(response).data).toEqual({ imported: 3, alreadyPresent: 0 });

      const list = await openJobs(caller);
      expect(list.map((job) => job.id)).toContain(earlier.id);
      const [first, second, third] = list;
      expect(first).toMatchObject({
        companyName: '星海科技有限公司',
        levelThreeDepartment: '安全组',
        jobName: '应用安全工程师',
        jobAttribute: '全职',
        jobExpectedNumber: 1,
        onsiteTime: '2026年7月',
        contactPersonName: '王伟',
        jobDescriptionArray: ['负责业务系统的渗透测试', '跟进漏洞修复并复测', '编写安全开发规范'],
        technicalAndProfessionalDirectionArray: ['应用安全', '代码审计'],
        otherSkillRequirementsArray: ['持有 OSCP 证书者优先'],
      });
      // Blank optional cells are empty, never missing.
      expect(second).toMatchObject({
        jobName: '存储研发工程师',
        levelThreeDepartment: '',
        jobSystem: '',
        jobAttribute: '',
        jobExpectedNumber: 3,
        duration: '',
        technicalAndProfessionalDirectionArray: [],
        otherSkillRequirementsArray: [],
      });
      expect(third).toMatchObject({
        jobName: '结构工程师',
        otherSkillRequirementsArray: ['熟练使用 Creo', '了解注塑工艺'],
      });

      const [record] = await db()
        .select()
        .from(spreadsheetImports)
        .where(eq(spreadsheetImports.fileName, fileName))
        .orderBy(spreadsheetImports.id);
      expect(record).toMatchObject({ module: 'rotation', rowCount: 3, importedBy: caller.user.id });
      const imported = await db()
        .select()
        .from(jobRotations)
        .where(eq(jobRotations.importId, record?.id ?? 0));
      expect(imported.map((job) => job.id).sort()).toEqual([first?.id, second?.id, third?.id].sort());
    },
  );

  it('adds a job already open (same company, departments, job name and base) only once', async () => {
    const caller = await manager();
    await removeOpenJobs(caller);
    expect(envelope<ImportResult>(await importFile(caller, 'rotation-good.xlsx')).data).toEqual({
      imported: 3,
      alreadyPresent: 0,
    });
    const once = await openJobs(caller);
    // The same sheet again, and the same jobs in the other format: nothing is doubled.
    for (const fileName of ['rotation-good.xlsx', 'rotation-good.xls']) {
      const again = await importFile(caller, fileName);
      expect(again.statusCode).toBe(200);
      expect(envelope<ImportResult>(again).data).toEqual({ imported: 0, alreadyPresent: 3 });
    }
    expect(await openJobs(caller)).toEqual(once);
    // The database holds the key too: a second open row with the same key is refused.
    const [first] = await db().select().from(jobRotations).where(isNull(jobRotations.removedAt)).limit(1);
    const { id, createdAt, ...copy } = first as typeof jobRotations.$inferSelect;
    await expect(db().insert(jobRotations).values(copy)).rejects.toThrow();
    // A removed job may be opened again by a later import.
    await caller.get('/rotation/remove', { id: once[0]?.id ?? 0 });
    expect(envelope<ImportResult>(await importFile(caller, 'rotation-good.xlsx')).data).toEqual({
      imported: 1,
      alreadyPresent: 2,
    });
  });

  it.each(['rotation-bad-rows.xlsx', 'rotation-bad-rows.xls'])(
    'refuses %s naming every bad cell, and imports none of its rows',
    async (fileName) => {
      const caller = await manager();
      const before = await tableCounts();
      const response = await importFile(caller, fileName);
      expect(response.statusCode).toBe(400);
      const answer = envelope(response);
      expect(answer.error).toBe('import.invalidRows');
      expect(answer.message).toContain('表格有 4 处错误');
      expect(answer.message).toContain('第 2 行「期望人数」应为不小于 0 的整数');
      expect(answer.message).toContain('第 3 行「岗位名称」不能为空');
      expect(answer.message).toContain('第 4 行「岗位属性」只能是 全职、兼职');
      expect(answer.message).toContain('第 5 行「期望人数」应为不小于 0 的整数');
      expect(answer.message).not.toContain('第 6 行');
      expect(await tableCounts()).toEqual(before);

      const en = envelope(await importFile(caller, fileName, 'en'));
      expect(en.message).toContain('row 3, "岗位名称": is required');
    },
  );

  it('refuses a sheet without the required columns, naming them', async () => {
    const caller = await manager();
    const before = await tableCounts();
    for (const fileName of ['rotation-missing-column.xlsx', 'rotation-missing-column.xls']) {
      const response = await importFile(caller, fileName);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        error: 'import.missingColumns',
        message: '表格缺少列：岗位名称、联系人，未导入任何数据',
      });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a caller without the right (403) before reading the file, changing nothing', async () => {
    for (const caller of [await employee(), await signInWith(['apartment:import'])]) {
      const before = await tableCounts();
      const response = await importFile(caller, 'rotation-good.xlsx');
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
      expect(await tableCounts()).toEqual(before);
    }
  });

  it('refuses a file that is not a spreadsheet whatever its name says', async () => {
    const caller = await manager();
    const before = await tableCounts();
    const response = await importFile(caller, 'rotation-good.csv');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe('import.notSpreadsheet');
    expect(await tableCounts()).toEqual(before);
  });
});

describe('GET /rotation/template', () => {
  const downloadTemplate = (caller: Caller) =>
    server.app.inject({ method: 'GET', url: ROTATION_TEMPLATE_PATH, headers: { cookie: caller.cookie } });

  it('gives a right holder a sheet whose header row is what the import reads', async () => {
    const response = await downloadTemplate(await manager());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]?.getRow(1).values as unknown[] | undefined;
    expect(values?.slice(1)).toEqual(ROTATION_COLUMNS.map((column) => column.headers[0]));
  });

  it('refuses an employee without the right', async () => {
    const response = await downloadTemplate(await employee());
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe('auth.forbidden');
  });
});
