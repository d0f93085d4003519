import type { AuditEvent, AuditPage, Holiday } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createJobRotation } from '../rotation/test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

/** Every actor is a new employee, so a test finds its own events by the actor's email. */
const actor = async (roles: string[]) => {
  const user = await createUser(db(), { roles });
  return { user, caller: await signIn(server, user) };
};
const administrator = async () => (await actor(['admin'])).caller;

const trail = async (reader: Caller, query: Record<string, string | number> = {}) => {
  const response = await reader.get('/admin/audit/list', query);
  expect(response.statusCode).toBe(200);
  return envelope<AuditPage>(response).data;
};

let nextYear = 2060;
const holidayEntry = (year: number) => ({
  year,
  nameZh: '国庆节',
  nameEn: 'National Day',
  startsOn: `${year}-10-01`,
  endsOn: `${year}-10-07`,
  workdays: [`${year}-09-28`],
});

describe('the audit trail records every console write', () => {
  it('records a holiday created, changed and removed, with the fields each write changed', async () => {
    const { user, caller } = await actor(['holiday:edit']);
    const year = nextYear++;
    const created = envelope<Holiday>(await caller.post('/holiday/create', holidayEntry(year))).data;
    await caller.post('/holiday/update', { ...holidayEntry(year), nameEn: 'Golden Week', id: created.id });
    await caller.post('/holiday/remove', { id: created.id });

    const { items, totalCount } = await trail(await administrator(), { person: user.email });
    expect(totalCount).toBe(3);
    // Newest first.
    expect(items.map((event) => event.action)).toEqual(['remove', 'update', 'create']);
    const [removed, changed, made] = items as [AuditEvent, AuditEvent, AuditEvent];
    for (const event of items) {
      expect(event).toMatchObject({
        module: 'holidays',
        subjectType: 'holiday',
        subjectId: String(created.id),
        subjectLabel: `${year} 国庆节`,
        actorEmail: user.email,
        actorName: user.name,
      });
      expect(event.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(changed.changes).toEqual([{ path: 'nameEn', before: 'National Day', after: 'Golden Week' }]);
    expect(made.changes).toContainEqual({ path: 'startsOn', before: null, after: `${year}-10-01` });
    expect(made.changes).toContainEqual({ path: 'workdays', before: null, after: [`${year}-09-28`] });
    expect(removed.changes).toContainEqual({ path: 'nameEn', before: 'Golden Week', after: null });
  });

  it('records nothing for a write that was refused', async () => {
    const { user, caller } = await actor(['holiday:edit']);
    const year = nextYear++;
    await caller.post('/holiday/create', holidayEntry(year));
    const overlapping = await caller.post('/holiday/create', holidayEntry(year));
    expect(overlapping.statusCode).toBe(409);
    const missing = await caller.post('/holiday/remove', { id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect((await trail(await administrator(), { person: user.email })).totalCount).toBe(1);
  });

  it('records a grant and a revoke with the holders before and after, and nothing for a grant already held', async () => {
    const { user: admin, caller } = await actor(['admin']);
    const employee = await createUser(db());
    await caller.post('/admin/rights/grant', { email: employee.email, right: 'news:edit' });
    await caller.post('/admin/rights/grant', { email: employee.email, right: 'news:edit' });
    await caller.post('/admin/rights/revoke', { email: employee.email, right: 'news:edit' });

    const { items } = await trail(caller, { person: admin.email, module: 'rights' });
    expect(items.map((event) => event.action)).toEqual(['revoke', 'grant']);
    const [revoked, granted] = items as [AuditEvent, AuditEvent];
    expect(granted).toMatchObject({ subjectType: 'right', subjectId: 'news:edit' });
    expect(granted.subjectLabel).toBe(`news:edit · ${employee.email}`);
    const holdersChange = (event: AuditEvent) => event.changes.find((change) => change.path === 'holders');
    expect(holdersChange(granted)?.after).toContain(employee.email);
    expect(holdersChange(granted)?.before).not.toContain(employee.email);
    expect(holdersChange(revoked)?.after).not.toContain(employee.email);
  });
  it('records the editors that were there before the console: an asset added and changed, a job removed', async () => {
    const { user, caller } = await actor(['assets:edit', 'rotation:import']);
    const asset = {
      assetNo: `AUDIT-${user.id}`,
      name: '会议平板',
      category: 'av',
      city: '深圳',
      building: '会展湾T10栋',
      custodianEmail: '',
      status: 'inUse',
      purchaseDate: '2026-03-15',
    };
    const created = envelope<{ id: number }>(await caller.post('/assets/create', asset)).data;
    await caller.post('/assets/update', { ...asset, id: created.id, status: 'repair' });
    const job = await createJobRotation(db());
    expect((await caller.get('/rotation/remove', { id: job.id })).statusCode).toBe(200);
    // A second removal is refused and records nothing.
    expect((await caller.get('/rotation/remove', { id: job.id })).statusCode).toBe(404);

    const { items } = await trail(await administrator(), { person: user.email });
    expect(items.map((event) => `${event.module} ${event.action}`)).toEqual([
      'rotation remove',
      'assets update',
      'assets create',
    ]);
    expect(items[1]?.changes).toEqual([{ path: 'status', before: 'inUse', after: 'repair' }]);
    expect(items[0]).toMatchObject({
      subjectId: String(job.id),
      subjectLabel: `${job.companyName} ${job.jobName}`,
    });
  });
});

describe('reading the trail', () => {
  it('is for administrators only: a module right holder and an employee are refused with a reason', async () => {
    for (const roles of [[], ['holiday:edit'], ['messages:send', 'rooms:edit']]) {
      const { caller } = await actor(roles);
      const response = await caller.get('/admin/audit/list');
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
      const exported = await server.app.inject({
        method: 'GET',
        url: '/admin/audit/export',
        headers: { cookie: caller.cookie },
      });
      expect(exported.statusCode).toBe(403);
    }
  });

  it('filters by module, person in part and company days, and pages', async () => {
    const { user, caller } = await actor(['holiday:edit']);
    for (let index = 0; index < 3; index++) await caller.post('/holiday/create', holidayEntry(nextYear++));
    const admin = await administrator();
    const today = server.app.ctx.clock.today();
    const byPart = user.email.slice(0, user.email.indexOf('@')).toUpperCase();

    expect((await trail(admin, { person: byPart, module: 'holidays' })).totalCount).toBe(3);
    expect((await trail(admin, { person: byPart, module: 'rights' })).totalCount).toBe(0);
    expect((await trail(admin, { person: byPart, from: today, to: today })).totalCount).toBe(3);
    expect((await trail(admin, { person: byPart, to: '2020-01-01' })).totalCount).toBe(0);
    const second = await trail(admin, { person: byPart, pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalCount: 3 });
    expect(second.items).toHaveLength(1);
    // A person's wildcards are plain characters.
    expect((await trail(admin, { person: '%' })).totalCount).toBe(0);
  });

  it.each([
    ['an end before the start', { from: '2026-05-02', to: '2026-05-01' }, 'audit.order'],
    ['an unknown module', { module: 'payroll' }, 'audit.unknownModule'],
    ['a day that does not exist', { from: '2026-02-30' }, 'date.format'],
    ['a person filter of 101 characters', { person: '张'.repeat(101) }, 'audit.personTooLong'],
    ['a NUL byte', { person: 'a\u0000b' }, 'request.nulByte'],
    ['a page size over 100', { pageSize: 101 }, 'request.invalid'],
  ])('refuses %s', async (_, query, error) => {
    const response = await (await administrator()).get('/admin/audit/list', query);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
  });

  it('exports the filtered trail as an .xlsx in the reader’s language, every cell text', async () => {
    const { user, caller } = await actor(['holiday:edit']);
    const year = nextYear++;
    await caller.post('/holiday/create', { ...holidayEntry(year), nameZh: '=HYPERLINK("http://x")' });
    const admin = await administrator();
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/audit/export',
      query: { person: user.email },
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('操作日志');
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(1, 6)).toEqual([
      user.name,
      user.email,
      '假期日历',
      '新建',
      `${year} =HYPERLINK("http://x")`,
    ]);
    expect(String(row[6])).toContain(`startsOn: （空） → ${year}-10-01`);
    for (let column = 1; column <= 7; column++)
      expect(sheet.getRow(2).getCell(column).type).toBe(ExcelJS.ValueType.String);
  });
});

describe('the database keeps the trail append-only', () => {
  it('refuses to change, delete or truncate a recorded event, whoever asks', async () => {
    const { caller } = await actor(['holiday:edit']);
    await caller.post('/holiday/create', holidayEntry(nextYear++));
    const before = await db().execute(sql`SELECT count(*)::int AS n FROM audit_events`);
    for (const statement of [
      sql`UPDATE audit_events SET actor_name = 'someone else'`,
      sql`DELETE FROM audit_events`,
      sql`TRUNCATE audit_events`,
    ]) {
      const refusal = await db()
        .execute(statement)
        .then(
          () => 'done',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(refusal).toMatch(/append-only/);
    }
    const after = await db().execute(sql`SELECT count(*)::int AS n FROM audit_events`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
  });
});
