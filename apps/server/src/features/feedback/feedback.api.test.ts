import type { FormAnswersPage, FormTemplate } from '@portal/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { formAnswers } from './schema.ts';
import { createFormTemplate } from './test-factories.ts';

const server = useTestServer();

const editor = async () => signIn(server, await createUser(server.database.db, { roles: ['feedback:read'] }));

/** The same call in English (the caller's cookie and XHR marker, Accept-Language: en). */
const inEnglish = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
  });

const refusal = (response: { statusCode: number }, status: number, message: string) => {
  expect(response.statusCode).toBe(status);
  expect(envelope(response as never).message).toBe(message);
};

const storedAnswers = (key: string) =>
  server.database.db.select().from(formAnswers).where(eq(formAnswers.templateKey, key));

/** Rows of plain SQL (both engines answer `{ rows }`). */
const rowsOf = async <T>(query: SQL) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const answersPage = async (caller: Caller, query: Record<string, string | number>) => {
  const response = await caller.get('/form/answers', query);
  expect(response.statusCode).toBe(200);
  return envelope<FormAnswersPage>(response).data;
};

/** The export as a browser navigation (cookie, no XHR marker), read back with exceljs. */
async function exported(caller: Caller, key: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/form/answers/export',
    query: { key },
    headers: { cookie: caller.cookie },
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { response, sheet, rows, text: (row: ExcelJS.Row) => (row.values as unknown[]).slice(1) };
}

describe('GET /form/getTemplate', () => {
  it('answers the title, the key and the questions in rank order, hints as content', async () => {
    const template = await createFormTemplate(server.database.db, [
      { rank: 2, title: '流程', content: '哪些流程繁琐' },
      { rank: 1, title: '环境', content: '工位与会议室' },
    ]);
    const caller = await signIn(server);
    const answer = envelope<FormTemplate>(await caller.get('/form/getTemplate', { key: template.key })).data;
    expect(answer).toEqual({
      formTitle: template.formTitle,
      key: template.key,
      description: '',
      anonymousDefault: true,
      status: 'open',
      formTextList: [
        { rank: 1, title: '环境', content: '工位与会议室', kind: 'text', required: false },
        { rank: 2, title: '流程', content: '哪些流程繁琐', kind: 'text', required: false },
      ],
    });
  });

  it('answers the questionnaire in English to an English reader, in Chinese where no English was written', async () => {
    const template = await createFormTemplate(
      server.database.db,
      [
        {
          rank: 1,
          title: '环境',
          content: '工位与会议室',
          titleEn: 'Workplace',
          contentEn: 'Desks and rooms',
        },
        { rank: 2, title: '流程', content: '哪些流程繁琐' },
      ],
      'We are listening',
    );
    const caller = await signIn(server);
    const english = envelope<FormTemplate>(
      await inEnglish(caller, 'GET', `/form/getTemplate?key=${template.key}`),
    ).data;
    expect(english).toMatchObject({
      formTitle: 'We are listening',
      key: template.key,
      formTextList: [
        { rank: 1, title: 'Workplace', content: 'Desks and rooms' },
        { rank: 2, title: '流程', content: '哪些流程繁琐' },
      ],
    });
    const chinese = envelope<FormTemplate>(await caller.get('/form/getTemplate', { key: template.key })).data;
    expect(chinese.formTitle).toBe(template.formTitle);
    expect(chinese.formTextList[0]).toMatchObject({ rank: 1, title: '环境', content: '工位与会议室' });
  });

  it('answers 404 for an unknown key, in the reader language, and needs a key and a session', async () => {
    const caller = await signIn(server);
    refusal(await caller.get('/form/getTemplate', { key: 'noSuchForm' }), 404, '问卷不存在');
    refusal(
      await inEnglish(caller, 'GET', '/form/getTemplate?key=noSuchForm'),
      404,
      'That questionnaire does not exist',
    );
    expect((await caller.get('/form/getTemplate')).statusCode).toBe(400);
    const anonymousVisitor = await server.app.inject({
      method: 'GET',
      url: '/form/getTemplate?key=listenToMe',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymousVisitor.statusCode).toBe(401);
  });
});

describe('POST /form/submit', () => {
  it("stores a signed answer under the session's name, whatever email the client sends, with the template's titles", async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    const response = await caller.post('/form/submit', {
      key: template.key,
      formTitle: '伪造的标题',
      anonymousFlag: false,
      employeeEmail: 'someone.else@example.com',
      formTextList: [
        { rank: 3, title: '伪造的问题', content: '  希望增加班车  ' },
        { rank: 1, title: '工作环境', content: '会议室投影经常连不上' },
        { rank: 2, title: '流程与制度', content: '   ' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toBeNull();

    const [row] = await storedAnswers(template.key);
    expect(row).toMatchObject({
      formTitle: template.formTitle,
      anonymous: false,
      employeeEmail: caller.user.email,
      employeeName: caller.user.name,
      submittedOn: server.app.ctx.clock.today(),
      answers: [
        { rank: 1, title: '工作环境', content: '会议室投影经常连不上' },
        { rank: 3, title: '其他建议', content: '希望增加班车' },
      ],
    });
  });

  it('keeps nothing of an anonymous author: no name, no email, no user, only the company day', async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    const { user } = caller;
    for (const anonymousFlag of [true, undefined]) {
      const response = await caller.post('/form/submit', {
        key: template.key,
        anonymousFlag,
        employeeEmail: user.email,
        formTextList: [{ rank: 1, content: '匿名的意见' }],
      });
      expect(response.statusCode).toBe(200);
    }

    const rows = await storedAnswers(template.key);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ anonymous: true, employeeEmail: null, employeeName: null });
      expect(row.submittedOn).toBe(server.app.ctx.clock.today());
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    }

    // The form tables have no column for a user, an address or a time, and no value names the author.
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name like 'form\_%'
      order by table_name, ordinal_position`);
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      'form_answers.id',
      'form_answers.template_key',
      'form_answers.form_title',
      'form_answers.submitted_on',
      'form_answers.anonymous',
      'form_answers.employee_email',
      'form_answers.employee_name',
      'form_answers.answers',
      'form_template_fields.template_key',
      'form_template_fields.rank',
      'form_template_fields.title',
      'form_template_fields.content',
      'form_template_fields.title_en',
      'form_template_fields.content_en',
      'form_template_fields.kind',
      'form_template_fields.required',
      'form_template_fields.position',
      'form_templates.key',
      'form_templates.form_title',
      'form_templates.form_title_en',
      'form_templates.description',
      'form_templates.description_en',
      'form_templates.status',
      'form_templates.anonymous_default',
      // The questionnaire's own times: when it was written and changed, never an answer's.
      'form_templates.created_at',
      'form_templates.updated_at',
      'form_templates.deleted_at',
    ]);
    const everyValue = await rowsOf<{ value: string }>(sql`
      select row_to_json(a)::text as value from form_answers a
      union all select row_to_json(f)::text from form_template_fields f
      union all select row_to_json(t)::text from form_templates t`);
    for (const { value } of everyValue) {
      for (const trace of [user.email, user.name, user.userId, user.displayName]) {
        expect(value).not.toContain(trace);
      }
      expect(value).not.toMatch(new RegExp(`"(user_?id|id)":${user.id}\\b`));
    }
  });

  it('refuses a questionnaire with nothing written in it, in the reader language', async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    for (const formTextList of [[], [{ rank: 1, content: ' \n\t ' }], [{ rank: 2 }], undefined]) {
      const response = await caller.post('/form/submit', { key: template.key, formTextList });
      refusal(response, 400, '请至少填写一项内容后再提交');
    }
    const en = await inEnglish(caller, 'POST', '/form/submit', { key: template.key, formTextList: [] });
    refusal(en, 400, 'Answer at least one question before submitting');
    expect(await storedAnswers(template.key)).toEqual([]);
  });

  it('takes answers of at most 2000 characters (as people count them) and refuses longer ones', async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    const longest = `${'意'.repeat(1999)}😀`;
    const fits = await caller.post('/form/submit', {
      key: template.key,
      formTextList: [{ rank: 1, content: longest }],
    });
    expect(fits.statusCode).toBe(200);
    const tooLong = await caller.post('/form/submit', {
      key: template.key,
      formTextList: [
        { rank: 1, content: 'a' },
        { rank: 2, content: 'x'.repeat(2001) },
      ],
    });
    refusal(tooLong, 400, '每项内容不能超过 2000 个字');
    refusal(
      await inEnglish(caller, 'POST', '/form/submit', {
        key: template.key,
        formTextList: [{ rank: 1, content: '好'.repeat(2001) }],
      }),
      400,
      'Each answer is at most 2000 characters',
    );
    expect((await storedAnswers(template.key)).map((row) => row.answers)).toEqual([
      [{ rank: 1, title: '工作环境', content: longest }],
    ]);
  });

  it('refuses a question the template does not have, a question answered twice, a flag that is not a boolean and an unknown form', async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    const submit = (body: object) => caller.post('/form/submit', { key: template.key, ...body });
    refusal(
      await submit({ formTextList: [{ rank: 9, content: '多出来的问题' }] }),
      400,
      '问卷中没有这个问题',
    );
    refusal(
      await submit({
        formTextList: [
          { rank: 1, content: '' },
          { rank: 4, content: '' },
        ],
      }),
      400,
      '问卷中没有这个问题',
    );
    refusal(
      await submit({
        formTextList: [
          { rank: 1, content: '一' },
          { rank: 1, content: '二' },
        ],
      }),
      400,
      '同一个问题只能回答一次',
    );
    expect((await submit({ anonymousFlag: 1, formTextList: [{ rank: 1, content: '好' }] })).statusCode).toBe(
      400,
    );
    expect(
      (await submit({ anonymousFlag: 'false', formTextList: [{ rank: 1, content: '好' }] })).statusCode,
    ).toBe(400);
    refusal(
      await caller.post('/form/submit', { key: 'noSuchForm', formTextList: [{ rank: 1, content: '好' }] }),
      404,
      '问卷不存在',
    );
    expect(await storedAnswers(template.key)).toEqual([]);
  });

  it('stores hostile text as plain text and exports it as text, never as a formula or broken XML', async () => {
    const template = await createFormTemplate(server.database.db);
    const caller = await signIn(server);
    const hostile = [
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '=HYPERLINK("http://evil.example.com","点我")',
      "'); DROP TABLE form_answers; --",
      'bell\u0007 and\u0001control\uFFFE',
    ];
    for (const content of hostile) {
      const response = await caller.post('/form/submit', {
        key: template.key,
        anonymousFlag: true,
        formTextList: [{ rank: 1, content }],
      });
      expect(response.statusCode, content).toBe(200);
    }
    const reader = await editor();
    const listed = await answersPage(reader, { key: template.key });
    expect(listed.items.map((item) => item.formTextList[0]?.content).sort()).toEqual([...hostile].sort());

    const { sheet, rows } = await exported(reader, template.key);
    expect(rows).toHaveLength(1 + hostile.length);
    const cells = rows.slice(1).map((row) => row.getCell(4));
    for (const cell of cells) expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cells.map((cell) => cell.value).sort()).toEqual(
      [...hostile.slice(0, 3), 'bell andcontrol'].sort(),
    );
    expect(sheet.getCell('D1').value).toBe('工作环境');
  });
});

describe('reading the answers', () => {
  it('lists answers newest day first with paging, for the feedback:read right and for an administrator', async () => {
    const db = server.database.db;
    const template = await createFormTemplate(db);
    const author = await createUser(db);
    const days = ['2026-03-02', '2026-03-05', '2026-03-01', '2026-03-05', '2026-03-04'];
    for (const [index, submittedOn] of days.entries()) {
      await db.insert(formAnswers).values({
        templateKey: template.key,
        formTitle: template.formTitle,
        submittedOn,
        anonymous: index !== 1,
        employeeEmail: index === 1 ? author.email : null,
        employeeName: index === 1 ? author.name : null,
        answers: [{ rank: 1, title: '工作环境', content: `第${index}条` }],
      });
    }
    for (const reader of [await editor(), await signIn(server, await createUser(db, { roles: ['admin'] }))]) {
      const first = await answersPage(reader, { key: template.key, pageNo: 1, pageSize: 3 });
      expect(first.totalCount).toBe(5);
      expect(first.items.map((item) => item.submittedOn)).toEqual(['2026-03-05', '2026-03-05', '2026-03-04']);
      const second = await answersPage(reader, { key: template.key, pageNo: 2, pageSize: 3 });
      expect(second.items.map((item) => item.submittedOn)).toEqual(['2026-03-02', '2026-03-01']);
      const signed = first.items.find((item) => !item.anonymous);
      expect(signed).toMatchObject({
        employeeName: author.name,
        employeeEmail: author.email,
        formTextList: [{ rank: 1, title: '工作环境', content: '第1条' }],
      });
      expect(first.items.filter((item) => item.anonymous).every((item) => item.employeeName === null)).toBe(
        true,
      );
      // Within a day the order is the random id's, not the order they came in.
      const sameDay = first.items.slice(0, 2).map((item) => item.id);
      expect(sameDay).toEqual([...sameDay].sort());
    }
    const reader = await editor();
    expect((await reader.get('/form/answers', { key: template.key, pageSize: 101 })).statusCode).toBe(400);
    refusal(await reader.get('/form/answers', { key: 'noSuchForm' }), 404, '问卷不存在');
  });

  it('exports every answer as an .xlsx with a column per question, named after the questionnaire', async () => {
    const db = server.database.db;
    const template = await createFormTemplate(db);
    const author = await createUser(db);
    const caller = await signIn(server, author);
    await caller.post('/form/submit', {
      key: template.key,
      anonymousFlag: false,
      formTextList: [
        { rank: 1, content: '工位太挤' },
        { rank: 3, content: '谢谢' },
      ],
    });
    await caller.post('/form/submit', {
      key: template.key,
      formTextList: [{ rank: 2, content: '报销太慢' }],
    });

    const { response, rows, text } = await exported(await editor(), template.key);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = server.app.ctx.clock.today();
    expect(
      decodeURIComponent(String(response.headers['content-disposition']).split("UTF-8''")[1] ?? ''),
    ).toBe(`${template.formTitle}-${today}.xlsx`);
    expect(text(rows[0] as ExcelJS.Row)).toEqual([
      '提交日期',
      '提交人',
      '邮箱',
      '工作环境',
      '流程与制度',
      '其他建议',
    ]);
    const body = rows.slice(1).map((row) => text(row));
    expect(body).toContainEqual([today, author.name, author.email, '工位太挤', undefined, '谢谢']);
    expect(body).toContainEqual([today, '匿名', undefined, undefined, '报销太慢']);
  });

  it('answers 403 to everyone else, for the list and the export, and /rights/mine says who may read', async () => {
    const template = await createFormTemplate(server.database.db);
    const employee = await signIn(
      server,
      await createUser(server.database.db, { roles: ['apartment:import', 'rotation:import'] }),
    );
    refusal(await employee.get('/form/answers', { key: template.key }), 403, '没有权限');
    refusal(await inEnglish(employee, 'GET', `/form/answers?key=${template.key}`), 403, 'Not authorized');
    const download = await server.app.inject({
      method: 'GET',
      url: `/form/answers/export?key=${template.key}`,
      headers: { cookie: employee.cookie },
    });
    refusal(download, 403, '没有权限');
    const nobody = await server.app.inject({
      method: 'GET',
      url: `/form/answers/export?key=${template.key}`,
    });
    expect(nobody.statusCode).toBe(401);

    const mayRead = async (caller: Caller) =>
      envelope<string[]>(await caller.get('/rights/mine')).data.includes('feedback:read');
    expect(await mayRead(employee)).toBe(false);
    expect(await mayRead(await editor())).toBe(true);
    const admin = await signIn(server, await createUser(server.database.db, { roles: ['admin'] }));
    expect(await mayRead(admin)).toBe(true);
  });
});
