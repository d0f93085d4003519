import type { GoalSheet, GoalSheetSummary, MyGoalSheet, Objective, TeamGoalSheet } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { periodOf } from './periods.ts';
import { createGoalSheet, createOrg, sampleObjectives } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;
const current = () => periodOf(server.app.ctx.clock.today());
/** Two half years back: closed. */
const closed = () => {
  const [year, half] = current().split('-H');
  return `${Number(year) - 1}-H${half}`;
};

async function org() {
  const people = await createOrg(db());
  const as = async (who: keyof typeof people) => signIn(server, people[who]);
  return { people, as };
}

const save = (caller: Caller, objectives: unknown = sampleObjectives(), period = current()) =>
  caller.post('/otkr/save', { period, objectives });
const saved = async (caller: Caller, objectives?: Objective[]) =>
  envelope<GoalSheet>(await save(caller, objectives)).data;
const submit = (caller: Caller, sheet: Pick<GoalSheet, 'id' | 'revision'>) =>
  caller.post('/otkr/submit', { id: sheet.id, revision: sheet.revision });
const submitted = async (caller: Caller) =>
  envelope<GoalSheet>(await submit(caller, await saved(caller))).data;
const approve = (caller: Caller, sheet: Pick<GoalSheet, 'id' | 'revision'>) =>
  caller.post('/otkr/approve', { id: sheet.id, revision: sheet.revision });
const giveBack = (
  caller: Caller,
  sheet: Pick<GoalSheet, 'id' | 'revision'>,
  comment = '关键结果需要可衡量',
) => caller.post('/otkr/return', { id: sheet.id, revision: sheet.revision, comment });

/** The refusal's status and reason. */
const refusal = (response: Awaited<ReturnType<Caller['get']>>) => ({
  status: response.statusCode,
  error: envelope(response).error,
});

describe('GET /otkr/periods', () => {
  it('offers the next and the current half year open, and two earlier ones closed', async () => {
    const { as } = await org();
    const { data } = envelope<{ current: string; periods: { period: string; open: boolean }[] }>(
      await (await as('employee')).get('/otkr/periods'),
    );
    expect(data.current).toBe(current());
    expect(data.periods.map((option) => option.open)).toEqual([true, true, false, false]);
    expect(data.periods[1]?.period).toBe(current());
  });
});

describe('GET /otkr/my and POST /otkr/save', () => {
  it('has no sheet before the first save, names the direct supervisor, then keeps a draft', async () => {
    const { people, as } = await org();
    const employee = await as('employee');
    const before = envelope<MyGoalSheet>(await employee.get('/otkr/my', { period: current() })).data;
    expect(before).toMatchObject({ period: current(), open: true, sheet: null });
    expect(before.supervisor?.email).toBe(people.manager.email);

    const first = await saved(employee);
    expect(first).toMatchObject({ status: 'draft', revision: 1, objectives: sampleObjectives() });
    const second = await saved(employee, sampleObjectives('交付效率'));
    expect(second).toMatchObject({ id: first.id, revision: 2, status: 'draft' });
    const after = envelope<MyGoalSheet>(await employee.get('/otkr/my', { period: current() })).data;
    expect(after.sheet?.objectives[0]?.title).toBe('提升交付效率');
  });

  it('refuses goals whose weights, counts, lengths or characters break the rules, keeping nothing', async () => {
    const { as } = await org();
    const employee = await as('employee');
    const [first, second] = sampleObjectives() as [Objective, Objective];
    const cases: [unknown, string][] = [
      [[{ ...first, weight: 50 }, second], 'goals.objectiveWeights'],
      [
        [{ ...first, keyResults: [{ title: '唯一', weight: 90, target: '' }] }, second],
        'goals.keyResultWeights',
      ],
      [[{ ...first, title: '  ' }, second], 'goals.titleRequired'],
      [[{ ...first, title: '长'.repeat(201) }, second], 'goals.titleTooLong'],
      [[{ ...first, title: '有\u0000空字符' }, second], 'request.nulByte'],
      [[{ ...first, weight: 1e12 }, second], 'goals.weightRange'],
      [[{ ...first, weight: 59.5 }, second], 'goals.weightRange'],
      [[], 'goals.objectivesCount'],
      [Array.from({ length: 11 }, () => ({ ...second, weight: 10 })), 'goals.objectivesCount'],
      [[{ ...first, keyResults: [] }, second], 'goals.keyResultsCount'],
      [
        [{ ...first, tasks: Array.from({ length: 11 }, () => ({ title: '任务' })) }, second],
        'goals.tasksCount',
      ],
      [
        [{ ...first, keyResults: [{ title: 'x', weight: 100, target: '长'.repeat(101) }] }, second],
        'goals.targetTooLong',
      ],
    ];
    for (const [objectives, error] of cases) {
      expect(refusal(await save(employee, objectives)), error).toEqual({ status: 400, error });
    }
    expect(refusal(await save(employee, sampleObjectives(), '2026-H3'))).toEqual({
      status: 400,
      error: 'goals.periodFormat',
    });
    expect(
      envelope<MyGoalSheet>(await employee.get('/otkr/my', { period: current() })).data.sheet,
    ).toBeNull();
  });

  it('refuses writing goals of a closed period', async () => {
    const { as } = await org();
    expect(refusal(await save(await as('employee'), sampleObjectives(), closed()))).toEqual({
      status: 409,
      error: 'goals.periodClosed',
    });
  });
});

describe('POST /otkr/submit', () => {
  it('submits my draft for approval, after which it can no longer be saved', async () => {
    const { as } = await org();
    const employee = await as('employee');
    const sheet = await submitted(employee);
    expect(sheet).toMatchObject({ status: 'submitted', revision: 2, returnComment: null });
    expect(sheet.submittedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(refusal(await save(employee))).toEqual({ status: 409, error: 'goals.notEditable' });
    expect(refusal(await submit(employee, sheet))).toEqual({ status: 409, error: 'goals.notEditable' });
  });

  it('refuses a stale revision, someone without a supervisor, and other people’s sheets', async () => {
    const { people, as } = await org();
    const employee = await as('employee');
    const sheet = await saved(employee);
    expect(refusal(await submit(employee, { id: sheet.id, revision: 99 }))).toEqual({
      status: 409,
      error: 'goals.changed',
    });
    // The manager sees the report's draft through the chain, but only its owner submits it.
    expect(refusal(await submit(await as('manager'), sheet))).toEqual({
      status: 404,
      error: 'goals.notFound',
    });
    expect(refusal(await submit(await as('peer'), sheet))).toEqual({ status: 404, error: 'goals.notFound' });

    const head = await as('head');
    expect(refusal(await submit(head, await saved(head)))).toEqual({
      status: 409,
      error: 'goals.noSupervisor',
    });
    expect(people.head.supervisorId).toBeNull();
  });

  it('refuses ids out of range and huge revisions before any lookup', async () => {
    const { as } = await org();
    const employee = await as('employee');
    for (const body of [
      { id: 0, revision: 1 },
      { id: 2 ** 31, revision: 1 },
      { id: 1, revision: 1e20 },
    ]) {
      expect((await employee.post('/otkr/submit', body)).statusCode).toBe(400);
    }
  });
});

describe('the approvals inbox, GET /otkr/sheet and POST /otkr/approve', () => {
  it('brings a submitted sheet to the direct supervisor, who approves it; the owner then sees it approved', async () => {
    const { people, as } = await org();
    const employee = await as('employee');
    const manager = await as('manager');
    await saved(await as('peer')); // a draft stays private: not in the inbox
    const sheet = await submitted(employee);

    const inbox = envelope<GoalSheetSummary[]>(await manager.get('/otkr/approvals')).data;
    expect(inbox.map((item) => [item.owner.email, item.status])).toEqual([
      [people.employee.email, 'submitted'],
    ]);
    // Only direct reports: the head's inbox is empty although the head may read the sheet.
    expect(envelope<GoalSheetSummary[]>(await (await as('head')).get('/otkr/approvals')).data).toEqual([]);

    const opened = envelope<GoalSheet>(await manager.get('/otkr/sheet', { id: sheet.id })).data;
    const approved = envelope<GoalSheet>(await approve(manager, opened)).data;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: { email: people.manager.email } });

    const mine = envelope<MyGoalSheet>(await employee.get('/otkr/my', { period: current() })).data;
    expect(mine.sheet?.status).toBe('approved');
    expect(refusal(await save(employee))).toEqual({ status: 409, error: 'goals.notEditable' });
    expect(envelope<GoalSheetSummary[]>(await manager.get('/otkr/approvals')).data[0]?.status).toBe(
      'approved',
    );
  });

  it('shows a sheet to its owner and the supervisors up the chain only (404 to anyone else)', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), { ownerId: people.employee.id, period: current() });
    for (const who of ['employee', 'manager', 'head'] as const) {
      expect((await (await as(who)).get('/otkr/sheet', { id: sheet.id })).statusCode, who).toBe(200);
    }
    for (const who of ['peer', 'stranger'] as const) {
      expect(refusal(await (await as(who)).get('/otkr/sheet', { id: sheet.id })), who).toEqual({
        status: 404,
        error: 'goals.notFound',
      });
    }
    expect(refusal(await (await as('stranger')).get('/otkr/sheet', { id: 2_000_000_000 }))).toEqual({
      status: 404,
      error: 'goals.notFound',
    });
    expect(refusal(await (await as('stranger')).get('/otkr/sheet', { id: 'x' })).status).toBe(400);
  });

  it('lets only the direct supervisor decide: the skip-level, the owner, a peer and a stranger are refused', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: current(),
      status: 'submitted',
    });
    const target = { id: sheet.id, revision: sheet.revision };
    for (const who of ['head', 'employee'] as const) {
      expect(refusal(await approve(await as(who), target)), who).toEqual({
        status: 403,
        error: 'goals.directSupervisorOnly',
      });
      expect(refusal(await giveBack(await as(who), target)), who).toEqual({
        status: 403,
        error: 'goals.directSupervisorOnly',
      });
    }
    for (const who of ['peer', 'stranger'] as const) {
      expect(refusal(await approve(await as(who), target)), who).toEqual({
        status: 404,
        error: 'goals.notFound',
      });
    }
    const manager = await as('manager');
    expect(refusal(await approve(manager, { ...target, revision: target.revision + 1 }))).toEqual({
      status: 409,
      error: 'goals.changed',
    });
    expect((await approve(manager, target)).statusCode).toBe(200);
    expect(refusal(await approve(manager, { ...target, revision: target.revision + 1 }))).toEqual({
      status: 409,
      error: 'goals.notSubmitted',
    });
  });

  it('refuses approving a draft', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), { ownerId: people.employee.id, period: current() });
    expect(refusal(await approve(await as('manager'), sheet))).toEqual({
      status: 409,
      error: 'goals.notSubmitted',
    });
  });
});

describe('POST /otkr/return', () => {
  it('returns a submitted sheet with the comment; the owner edits and resubmits it, which clears the comment', async () => {
    const { as } = await org();
    const employee = await as('employee');
    const manager = await as('manager');
    const sheet = await submitted(employee);

    const returned = envelope<GoalSheet>(await giveBack(manager, sheet, '请把第二个关键结果量化')).data;
    expect(returned).toMatchObject({ status: 'returned', returnComment: '请把第二个关键结果量化' });
    const mine = envelope<MyGoalSheet>(await employee.get('/otkr/my', { period: current() })).data;
    expect(mine.sheet?.returnComment).toBe('请把第二个关键结果量化');

    const edited = await saved(employee, sampleObjectives('质量'));
    expect(edited).toMatchObject({ status: 'returned', returnComment: '请把第二个关键结果量化' });
    const again = envelope<GoalSheet>(await submit(employee, edited)).data;
    expect(again).toMatchObject({ status: 'submitted', returnComment: null, decidedBy: null });
  });

  it('reopens an approved sheet of an open period, but not one of a closed period', async () => {
    const { people, as } = await org();
    const manager = await as('manager');
    const open = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: current(),
      status: 'approved',
      decidedBy: people.manager.id,
    });
    expect(envelope<GoalSheet>(await giveBack(manager, open)).data.status).toBe('returned');
    const old = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: closed(),
      status: 'approved',
      decidedBy: people.manager.id,
    });
    expect(refusal(await giveBack(manager, old))).toEqual({ status: 409, error: 'goals.periodClosed' });
  });

  it('needs a comment of at most 500 characters without NUL bytes', async () => {
    const { people, as } = await org();
    const manager = await as('manager');
    const sheet = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: current(),
      status: 'submitted',
    });
    for (const [comment, error] of [
      [' ', 'goals.commentRequired'],
      ['长'.repeat(501), 'goals.commentTooLong'],
      ['退\u0000回', 'request.nulByte'],
    ]) {
      expect(refusal(await giveBack(manager, sheet, comment))).toEqual({ status: 400, error });
    }
  });
});

describe('GET /otkr/team', () => {
  it('lists everyone under me with their sheet of the period, direct reports marked', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: current(),
      status: 'submitted',
    });
    const team = envelope<TeamGoalSheet[]>(
      await (await as('head')).get('/otkr/team', { period: current() }),
    ).data;
    const byEmail = Object.fromEntries(team.map((member) => [member.owner.email, member]));
    expect(Object.keys(byEmail).sort()).toEqual(
      [people.manager.email, people.employee.email, people.peer.email].sort(),
    );
    expect(byEmail[people.manager.email]).toMatchObject({ direct: true, sheetId: null, status: null });
    expect(byEmail[people.employee.email]).toMatchObject({
      direct: false,
      sheetId: sheet.id,
      status: 'submitted',
    });
    expect(
      envelope<TeamGoalSheet[]>(await (await as('stranger')).get('/otkr/team', { period: current() })).data,
    ).toEqual([]);
  });
});

describe('GET /otkr/download', () => {
  const rowsOf = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook.worksheets.map((sheet) => ({
      name: sheet.name,
      rows: sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : [])),
    }));
  };
  const download = (caller: Caller, query: Record<string, string | number>) =>
    server.app.inject({
      method: 'GET',
      url: '/otkr/download',
      query: stringify(query),
      headers: { cookie: caller.cookie },
    });
  const stringify = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

  it('streams my sheet as a real .xlsx: each objective, its key results with targets, its tasks', async () => {
    const { as } = await org();
    const employee = await as('employee');
    await saved(employee);
    const response = await download(employee, { period: current() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [sheet] = await rowsOf(response.rawPayload);
    expect(sheet?.rows).toContainEqual(['O', 'O1', '提升稳定性', 60, '']);
    expect(sheet?.rows).toContainEqual(['KR', 'KR1.1', '核心接口可用性', 70, '≥ 99.95%']);
    expect(sheet?.rows).toContainEqual(['T', 'T1.1', '完成容量评估', '', '']);
  });

  it('gives a supervisor a report’s sheet and the whole team’s, with an overview of who has none', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), {
      ownerId: people.employee.id,
      period: current(),
      status: 'submitted',
    });
    const manager = await as('manager');
    expect((await download(manager, { id: sheet.id })).statusCode).toBe(200);

    const team = await rowsOf((await download(manager, { period: current(), team: 1 })).rawPayload);
    expect(team.map((worksheet) => worksheet.name)).toEqual([
      '团队概览',
      `员工-${people.employee.email.split('@')[0]}`,
    ]);
    const overview = team[0]?.rows.map((row) => [row[1], row[3]]);
    expect(overview).toContainEqual([people.employee.email, '待审批']);
    expect(overview).toContainEqual([people.peer.email, '未填写']);
  });

  it('refuses other people’s sheets, a missing sheet and a download naming nothing or two things', async () => {
    const { people, as } = await org();
    const sheet = await createGoalSheet(db(), { ownerId: people.employee.id, period: current() });
    expect((await download(await as('peer'), { id: sheet.id })).statusCode).toBe(404);
    expect((await download(await as('stranger'), { period: current() })).statusCode).toBe(404);
    expect((await download(await as('manager'), {})).statusCode).toBe(400);
    expect((await download(await as('manager'), { id: sheet.id, period: current() })).statusCode).toBe(400);
    expect((await download(await as('manager'), { id: sheet.id, team: 1 })).statusCode).toBe(400);
    const anonymous = await server.app.inject({ method: 'GET', url: `/otkr/download?id=${sheet.id}` });
    expect(anonymous.statusCode).not.toBe(200);
  });
});
