import type {
  FeedbackFormDetail,
  FeedbackFormInput,
  FeedbackFormPage,
  FormAnswersPage,
  FormTemplate,
  OpenForm,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { auditEvents } from '../audit/schema.ts';
import { formAnswers, formTemplates } from './schema.ts';

const server = useTestServer();
const db = () => server.database.db;

const editor = async (roles = ['feedback:edit']) => signIn(server, await createUser(db(), { roles }));

let unique = 0;
/** A questionnaire of two questions, its title unique so searches find it alone. */
const draft = (overrides: Partial<FeedbackFormInput> = {}): FeedbackFormInput => {
  unique += 1;
  return {
    formTitle: `年度满意度调查 ${unique}-${Date.now()}`,
    formTitleEn: `Satisfaction survey ${unique}`,
    description: '请花两分钟填写',
    descriptionEn: '',
    questions: [
      {
        kind: 'text',
        title: '食堂',
        titleEn: 'Canteen',
        content: '菜品与价格',
        contentEn: 'Food',
        required: true,
      },
      { kind: 'text', title: '班车', content: '路线与时间' },
    ],
    ...overrides,
  };
};

const refused = (response: { statusCode: number }, status: number, key: string) => {
  expect(response.statusCode).toBe(status);
  expect(envelope(response as never).error).toBe(key);
};

const create = async (caller: Caller, input = draft()) => {
  const response = await caller.post('/admin/feedback/forms/create', input);
  expect(response.statusCode).toBe(200);
  return envelope<FeedbackFormDetail>(response).data;
};

const act = async (caller: Caller, action: string, key: string) => {
  const response = await caller.post(`/admin/feedback/forms/${action}`, { key });
  expect(response.statusCode).toBe(200);
  return envelope<FeedbackFormDetail>(response).data;
};

const list = async (caller: Caller, query: Record<string, string> = {}) =>
  envelope<FeedbackFormPage>(await caller.get('/admin/feedback/forms/list', query)).data;

const openKeys = async (caller: Caller) =>
  envelope<OpenForm[]>(await caller.get('/form/open')).data.map((form) => form.key);

const trail = (key: string) =>
  db().select().from(auditEvents).where(eq(auditEvents.subjectId, key)).orderBy(asc(auditEvents.id));

describe('who may build questionnaires', () => {
  it('refuses every builder call without feedback:edit (the answers reader included), and writes nothing', async () => {
    const owner = await editor();
    const form = await create(owner);
    for (const roles of [[], ['feedback:read', 'rooms:edit']]) {
      const caller = await editor(roles);
      refused(await caller.get('/admin/feedback/forms/list'), 403, 'auth.forbidden');
      refused(await caller.get('/admin/feedback/forms/detail', { key: form.key }), 403, 'auth.forbidden');
      refused(await caller.post('/admin/feedback/forms/create', draft()), 403, 'auth.forbidden');
      refused(
        await caller.post('/admin/feedback/forms/update', { key: form.key, ...draft() }),
        403,
        'auth.forbidden',
      );
      for (const action of ['publish', 'unpublish', 'remove', 'restore']) {
        refused(
          await caller.post(`/admin/feedback/forms/${action}`, { key: form.key }),
          403,
          'auth.forbidden',
        );
      }
    }
    const [row] = await db().select().from(formTemplates).where(eq(formTemplates.key, form.key));
    expect(row?.status).toBe('draft');
    expect(await trail(form.key)).toHaveLength(1);
  });
});

describe('what a questionnaire may hold', () => {
  it('refuses an empty title, no or too many questions, unknown kinds, options, long texts and NUL bytes', async () => {
    const caller = await editor(['admin']);
    const question = { kind: 'text' as const, title: '问题' };
    const cases: [object, string][] = [
      [{ formTitle: '  ' }, 'feedback.titleRequired'],
      [{ formTitle: '长'.repeat(201) }, 'feedback.titleTooLong'],
      [{ descriptionEn: 'x'.repeat(2001) }, 'feedback.descriptionTooLong'],
      [{ questions: [] }, 'feedback.noQuestions'],
      [{ questions: Array.from({ length: 51 }, () => question) }, 'feedback.tooManyQuestions'],
      [{ questions: [{ kind: 'choice', title: '哪个', options: ['甲', '乙'] }] }, 'feedback.unknownKind'],
      // A free-text question has no options: a list of them is refused, not dropped.
      [{ questions: [{ ...question, options: ['甲', '乙'] }] }, 'request.invalid'],
      [{ questions: [{ kind: 'text', title: ' ' }] }, 'feedback.questionTitleRequired'],
      [{ questions: [{ kind: 'text', title: '题'.repeat(201) }] }, 'feedback.questionTitleTooLong'],
      [{ questions: [{ ...question, content: '示'.repeat(501) }] }, 'feedback.hintTooLong'],
      [{ formTitle: '标题\u0000' }, 'request.nulByte'],
      [{ questions: [{ ...question, contentEn: 'a\u0000b' }] }, 'request.nulByte'],
    ];
    for (const [overrides, key] of cases) {
      refused(await caller.post('/admin/feedback/forms/create', { ...draft(), ...overrides }), 400, key);
    }
    // 50 questions is the bound, not past it; an emoji counts as one character.
    const fifty = await create(caller, draft({ questions: Array.from({ length: 50 }, () => question) }));
    expect(fifty.questions.map((q) => q.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await create(caller, draft({ formTitle: '😀'.repeat(200) }));
  });

  it('keeps the answers right once they came: no question removed, no kind changed, new ones optional', async () => {
    const caller = await editor();
    const form = await act(caller, 'publish', (await create(caller)).key);
    const employee = await signIn(server);
    const submitted = await employee.post('/form/submit', {
      key: form.key,
      formTextList: [{ rank: 1, content: '菜太咸' }],
    });
    expect(submitted.statusCode).toBe(200);
    const [canteen, bus] = form.questions.map(({ rank, kind, title, content, required }) => ({
      rank,
      kind,
      title,
      content,
      required,
    }));
    const update = (questions: (object | undefined)[]) =>
      caller.post('/admin/feedback/forms/update', { key: form.key, ...draft(), questions });

    refused(await update([canteen]), 400, 'feedback.questionRemoved');
    refused(
      await update([canteen, bus, { kind: 'text', title: '新', required: true }]),
      400,
      'feedback.newQuestionRequired',
    );
    refused(
      await update([canteen, bus, { rank: 7, kind: 'text', title: '?' }]),
      400,
      'feedback.unknownQuestion',
    );

    // Reordered, retitled, with a new optional question: the stored answer still names 食堂's rank.
    const edited = envelope<FeedbackFormDetail>(
      await update([bus, { ...canteen, title: '食堂与饮食' }, { kind: 'text', title: '停车' }]),
    ).data;
    expect(edited.questions.map((q) => [q.rank, q.title])).toEqual([
      [2, '班车'],
      [1, '食堂与饮食'],
      [3, '停车'],
    ]);
    const reader = await signIn(server, await createUser(db(), { roles: ['feedback:read'] }));
    const answers = envelope<FormAnswersPage>(await reader.get('/form/answers', { key: form.key })).data;
    expect(answers.items[0]?.formTextList).toEqual([{ rank: 1, title: '食堂', content: '菜太咸' }]);
    const template = envelope<FormTemplate>(await employee.get('/form/getTemplate', { key: form.key })).data;
    expect(template.formTextList.map((q) => [q.rank, q.title, q.required])).toEqual([
      [2, '班车', false],
      [1, '食堂与饮食', true],
      [3, '停车', false],
    ]);
  });
});

describe('a questionnaire from draft to removed and back', () => {
  it('is answered while open, refused once closed, gone when removed, and every step is audited', async () => {
    const caller = await editor();
    const employee = await signIn(server);
    const created = await create(caller);
    expect(created).toMatchObject({ status: 'draft', deleted: false, answerCount: 0 });

    // A draft exists for nobody but its editors.
    expect(await openKeys(employee)).not.toContain(created.key);
    refused(await employee.get('/form/getTemplate', { key: created.key }), 404, 'feedback.templateNotFound');
    refused(
      await employee.post('/form/submit', { key: created.key, formTextList: [{ rank: 1, content: '好' }] }),
      404,
      'feedback.templateNotFound',
    );
    refused(
      await caller.post('/admin/feedback/forms/unpublish', { key: created.key }),
      409,
      'feedback.notOpen',
    );

    const opened = await act(caller, 'publish', created.key);
    expect(opened.status).toBe('open');
    expect(await openKeys(employee)).toContain(created.key);
    const template = envelope<FormTemplate>(
      await employee.get('/form/getTemplate', { key: created.key }),
    ).data;
    expect(template).toMatchObject({ status: 'open', description: '请花两分钟填写', anonymousDefault: true });

    // A required question must be answered; an anonymous answer names nobody, as always.
    refused(
      await employee.post('/form/submit', { key: created.key, formTextList: [{ rank: 2, content: '准时' }] }),
      400,
      'feedback.requiredMissing',
    );
    const answer = {
      key: created.key,
      formTextList: [
        { rank: 1, content: '好吃' },
        { rank: 2, content: '准时' },
      ],
    };
    expect((await employee.post('/form/submit', answer)).statusCode).toBe(200);
    const [stored] = await db().select().from(formAnswers).where(eq(formAnswers.templateKey, created.key));
    expect(stored).toMatchObject({ anonymous: true, employeeEmail: null, employeeName: null });

    const closed = await act(caller, 'unpublish', created.key);
    expect(closed).toMatchObject({ status: 'closed', answerCount: 1 });
    refused(await employee.post('/form/submit', answer), 409, 'feedback.formClosed');
    expect(await openKeys(employee)).not.toContain(created.key);
    // Closed, its page says so and its results stay readable.
    expect(
      envelope<FormTemplate>(await employee.get('/form/getTemplate', { key: created.key })).data.status,
    ).toBe('closed');

    const reopened = await act(caller, 'publish', created.key);
    refused(
      await caller.post('/admin/feedback/forms/remove', { key: created.key }),
      409,
      'feedback.removeOpen',
    );
    await act(caller, 'unpublish', reopened.key);

    const removed = await act(caller, 'remove', created.key);
    expect(removed.deleted).toBe(true);
    refused(await employee.get('/form/getTemplate', { key: created.key }), 404, 'feedback.templateNotFound');
    expect((await list(caller, { search: created.formTitle })).items).toEqual([]);
    const inBin = await list(caller, { search: created.formTitle, status: 'deleted' });
    expect(inBin.items.map((item) => [item.key, item.deleted])).toEqual([[created.key, true]]);
    refused(
      await caller.post('/admin/feedback/forms/publish', { key: created.key }),
      409,
      'feedback.formDeleted',
    );
    refused(
      await caller.post('/admin/feedback/forms/update', { key: created.key, ...draft() }),
      409,
      'feedback.formDeleted',
    );
    // Removing again, like any repeated write, changes nothing and records nothing.
    await act(caller, 'remove', created.key);

    const restored = await act(caller, 'restore', created.key);
    expect(restored).toMatchObject({ deleted: false, status: 'closed', answerCount: 1 });
    expect((await list(caller, { search: created.formTitle })).items.map((item) => item.key)).toEqual([
      created.key,
    ]);

    const events = await trail(created.key);
    expect(events.map((event) => event.action)).toEqual([
      'create',
      'publish',
      'unpublish',
      'publish',
      'unpublish',
      'remove',
      'restore',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        module: 'feedback',
        subjectType: 'questionnaire',
        actorId: caller.user.id,
      });
    }
    expect(events[0]).toMatchObject({
      before: null,
      after: { status: 'draft', formTitle: created.formTitle },
    });
    expect(events[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'open' } });
    expect(events[5]).toMatchObject({ before: { deleted: false }, after: { deleted: true } });
  });

  it('records an edit with the questionnaire before and after', async () => {
    const caller = await editor();
    const form = await create(caller);
    const response = await caller.post('/admin/feedback/forms/update', {
      key: form.key,
      ...draft({ formTitle: '改过的标题' }),
    });
    expect(envelope<FeedbackFormDetail>(response).data.formTitle).toBe('改过的标题');
    const [, update] = await trail(form.key);
    expect(update).toMatchObject({
      action: 'update',
      subjectLabel: '改过的标题',
      before: { formTitle: form.formTitle },
      after: { formTitle: '改过的标题' },
    });
  });
});

describe('the console list', () => {
  it('finds by either title, filters by status, pages, and marks what has no English', async () => {
    const caller = await editor();
    const tag = `筛选${Date.now()}`;
    const english = await create(caller, draft({ formTitle: `${tag} 甲`, formTitleEn: `Filter ${tag}` }));
    const chineseOnly = await create(
      caller,
      draft({
        formTitle: `${tag} 乙`,
        formTitleEn: 'Complete',
        questions: [{ kind: 'text', title: '只有中文', titleEn: '' }],
      }),
    );
    await act(caller, 'publish', english.key);

    const all = await list(caller, { search: tag });
    expect(all.totalCount).toBe(2);
    const byKey = new Map(all.items.map((item) => [item.key, item]));
    expect(byKey.get(chineseOnly.key)).toMatchObject({
      englishMissing: true,
      status: 'draft',
      questionCount: 1,
    });
    // The description is written in Chinese only, so this one lacks English too.
    expect(byKey.get(english.key)).toMatchObject({ englishMissing: true, status: 'open', answerCount: 0 });

    expect((await list(caller, { search: `Filter ${tag}` })).items.map((item) => item.key)).toEqual([
      english.key,
    ]);
    expect((await list(caller, { search: tag, status: 'open' })).items.map((item) => item.key)).toEqual([
      english.key,
    ]);
    expect((await list(caller, { search: tag, status: 'closed' })).items).toEqual([]);
    const paged = await list(caller, { search: tag, pageSize: '1', pageNo: '2' });
    expect(paged).toMatchObject({ totalCount: 2 });
    expect(paged.items).toHaveLength(1);
    // % and _ are plain characters in a search.
    expect((await list(caller, { search: '%' })).items.every((item) => item.formTitle.includes('%'))).toBe(
      true,
    );
    refused(await caller.get('/admin/feedback/forms/list', { status: 'archived' }), 400, 'request.invalid');

    const translated = await create(caller, draft({ descriptionEn: 'Two minutes, please' }));
    expect((await list(caller, { search: translated.formTitle })).items[0]?.englishMissing).toBe(true);
    const complete = await create(
      caller,
      draft({
        descriptionEn: 'Two minutes',
        questions: [{ kind: 'text', title: '一', titleEn: 'One', content: '', contentEn: '' }],
      }),
    );
    expect((await list(caller, { search: complete.formTitle })).items[0]?.englishMissing).toBe(false);
  });
});
