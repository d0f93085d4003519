import type { PersonalProject } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { personalProjects } from './schema.ts';
import { createPersonalProject } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

const fields = {
  name: '移动端性能优化',
  role: '核心开发',
  status: 'planning',
  startDate: '2026-10-01',
  endDate: '2027-03-31',
  progress: 0,
  description: '首屏时间降到 1 秒以内',
};

const listOf = async (caller: Caller, query: Record<string, string | number> = {}) =>
  envelope<PersonalProject[]>(await caller.get('/personalProject/list', query)).data;

describe('personal projects', () => {
  it('creates a project of my own and lists it; a colleague does not see it', async () => {
    const owner = await signIn(server);
    const colleague = await signIn(server);
    const response = await owner.post('/personalProject/create', fields);
    expect(envelope(response).message).toBe('项目已创建');
    const created = envelope<PersonalProject>(response).data;
    expect(created).toMatchObject({ ...fields, id: expect.any(Number) });
    expect(created.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await listOf(owner)).toEqual([created]);
    expect(await listOf(colleague)).toEqual([]);
  });

  it('filters by status, by the years a project runs and by a keyword in name, role or description', async () => {
    const owner = await signIn(server);
    const id = owner.user.id;
    await createPersonalProject(db(), id, {
      name: '报表平台',
      startDate: '2024-05-01',
      endDate: '2025-02-01',
      status: 'done',
      progress: 100,
    });
    await createPersonalProject(db(), id, {
      name: '客服机器人',
      startDate: '2025-11-01',
      endDate: null,
      role: '产品经理',
    });
    await createPersonalProject(db(), id, {
      name: '50%_折扣',
      startDate: '2026-01-01',
      endDate: null,
      status: 'paused',
    });
    const names = async (query: Record<string, string | number>) =>
      (await listOf(owner, query)).map((p) => p.name);

    expect(await names({})).toEqual(['50%_折扣', '客服机器人', '报表平台']);
    expect(await names({ status: 'done' })).toEqual(['报表平台']);
    expect(await names({ year: 2025 })).toEqual(['客服机器人', '报表平台']);
    expect(await names({ year: 2024 })).toEqual(['报表平台']);
    expect(await names({ year: 2030 })).toEqual(['50%_折扣', '客服机器人']);
    expect(await names({ keyword: '产品' })).toEqual(['客服机器人']);
    expect(await names({ keyword: '%' })).toEqual(['50%_折扣']);
    expect(await names({ status: '', year: '', keyword: '' })).toHaveLength(3);
  });

  it('changes and deletes my project', async () => {
    const owner = await signIn(server);
    const project = await createPersonalProject(db(), owner.user.id);
    const updated = envelope<PersonalProject>(
      await owner.post('/personalProject/update', {
        ...fields,
        id: project.id,
        status: 'done',
        progress: 100,
      }),
    ).data;
    expect(updated).toMatchObject({ id: project.id, name: fields.name, status: 'done', progress: 100 });

    const removed = await owner.post('/personalProject/delete', { id: project.id });
    expect(envelope(removed).message).toBe('项目已删除');
    expect(await listOf(owner)).toEqual([]);
    const again = await owner.post('/personalProject/delete', { id: project.id });
    expect(again.statusCode).toBe(404);
    expect(envelope(again).error).toBe('projects.notFound');
  });

  it("refuses to change or delete someone else's project (IDOR), an administrator's call too", async () => {
    const owner = await signIn(server);
    const project = await createPersonalProject(db(), owner.user.id);
    for (const roles of [[], ['admin']]) {
      const other = await signIn(server, await createUser(db(), { roles }));
      const update = await other.post('/personalProject/update', { ...fields, id: project.id });
      expect(update.statusCode).toBe(403);
      expect(envelope(update).error).toBe('projects.notYours');
      const removal = await other.post('/personalProject/delete', { id: project.id });
      expect(removal.statusCode).toBe(403);
    }
    const [row] = await db().select().from(personalProjects).where(eq(personalProjects.id, project.id));
    expect(row?.name).toBe('报表平台重构');
  });

  it('refuses bad input: blank or oversize text, NUL bytes, bad dates, progress and filters, huge ids', async () => {
    const owner = await signIn(server);
    for (const [body, key] of [
      [{ ...fields, name: '  ' }, 'projects.nameRequired'],
      [{ ...fields, name: '名'.repeat(101) }, 'projects.nameTooLong'],
      [{ ...fields, role: '角'.repeat(51) }, 'projects.roleTooLong'],
      [{ ...fields, description: '述'.repeat(2001) }, 'projects.descriptionTooLong'],
      [{ ...fields, name: 'a\u0000b' }, 'request.nulByte'],
      [{ ...fields, status: 'someday' }, 'projects.status'],
      [{ ...fields, progress: 101 }, 'projects.progress'],
      [{ ...fields, progress: 2.5 }, 'projects.progress'],
      [{ ...fields, progress: 1e300 }, 'projects.progress'],
      [{ ...fields, startDate: '2026-02-30' }, 'date.format'],
      [{ ...fields, endDate: '2026-09-30' }, 'projects.endBeforeStart'],
    ] as const) {
      const response = await owner.post('/personalProject/create', body);
      expect(response.statusCode, key).toBe(400);
      expect(envelope(response).error).toBe(key);
    }
    for (const [query, key] of [
      [{ status: 'x' }, 'projects.status'],
      [{ year: 1999 }, 'projects.year'],
      [{ year: '1e308' }, 'projects.year'],
      [{ keyword: 'k'.repeat(51) }, 'projects.keywordTooLong'],
    ] as const) {
      const response = await owner.get('/personalProject/list', query);
      expect(response.statusCode, key).toBe(400);
      expect(envelope(response).error).toBe(key);
    }
    const huge = await owner.post('/personalProject/update', { ...fields, id: 2_147_483_648 });
    expect(envelope(huge).error).toBe('request.idRange');
    const unknown = await owner.post('/personalProject/update', { ...fields, id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(await listOf(owner)).toEqual([]);
  });
});
