import { XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { comments } from '../comments/schema.ts';
import { createDocument } from '../comments/test-factories.ts';
import { formAnswers } from '../feedback/schema.ts';
import { createFormTemplate } from '../feedback/test-factories.ts';
import { reviews } from '../reviews/schema.ts';
import { purgeExpiredKeys } from './repository.ts';
import { idempotencyKeys } from './schema.ts';

const server = useTestServer();
const db = () => server.database.db;
const { text } = companyTimes(server);

/** Posts as `caller` with an Idempotency-Key, as the web client does on every write. */
async function postWithKey(caller: Caller, url: string, body: object, key: string, language = 'zh') {
  await server.app.ctx.changes.caughtUp(db());
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: caller.cookie,
      [XHR_HEADER]: XHR_HEADER_VALUE,
      'idempotency-key': key,
      'accept-language': language,
    },
    payload: body,
  });
}

const key = () => `k-${Math.random().toString(36).slice(2)}`;

describe('writes sent twice with one Idempotency-Key', () => {
  it('stores one comment and answers both requests with the same comment', async () => {
    const caller = await signIn(server);
    const document = await createDocument(db());
    const thread = envelope<{ id: number }>(
      await caller.post('/new/api/oa/portal/post/list', { resourceId: document.id, type: 2 }),
    ).data;
    const body = { postId: thread.id, comment: '值得学习', anonymousFlag: 0 };
    const once = key();
    const first = await postWithKey(caller, '/new/api/oa/portal/post/comment/insert', body, once);
    const second = await postWithKey(caller, '/new/api/oa/portal/post/comment/insert', body, once, 'en');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(envelope(second).data).toEqual(envelope(first).data);
    expect(envelope(second).message).toBe('Operation succeeded');
    expect(await db().select().from(comments).where(eq(comments.postId, thread.id))).toHaveLength(1);
  });

  it('stores one answer when a feedback submit is double-clicked (both requests at once)', async () => {
    const template = await createFormTemplate(db());
    const caller = await signIn(server);
    const body = { key: template.key, anonymousFlag: true, formTextList: [{ rank: 1, content: '班车' }] };
    const once = key();
    const answers = await Promise.all([
      postWithKey(caller, '/form/submit', body, once),
      postWithKey(caller, '/form/submit', body, once),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = await db().select().from(formAnswers).where(eq(formAnswers.templateKey, template.key));
    expect(stored).toHaveLength(1);
  });

  it('stores one review draft for a create sent twice', async () => {
    const caller = await signIn(server);
    const body = {
      title: '发布复盘',
      project: '订单系统',
      reviewDate: '2026-05-20',
      participants: [],
      goal: '零故障',
      result: '回滚一次',
      wentWell: '',
      wentBadly: '',
      rootCauses: '',
      lessons: '',
      actions: [],
    };
    const once = key();
    const first = await postWithKey(caller, '/retrospective/create', body, once);
    const second = await postWithKey(caller, '/retrospective/create', body, once);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(envelope(second).data).toEqual(envelope(first).data);
    expect(await db().select().from(reviews).where(eq(reviews.authorId, caller.user.id))).toHaveLength(1);
  });

  it('books a room once for a meeting created twice: both answer success with the same meeting', async () => {
    const room = await createRoom(db());
    const caller = await signIn(server);
    const body = { name: '周会', roomId: room.id, startTime: text(1, '10:00'), endTime: text(1, '11:00') };
    const once = key();
    const answers = await Promise.all([
      postWithKey(caller, '/meeting/create', body, once),
      postWithKey(caller, '/meeting/create', body, once),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(envelope(answers[1] as never).data).toEqual(envelope(answers[0] as never).data);
    expect(await db().select().from(bookings).where(eq(bookings.roomId, room.id))).toHaveLength(1);
  });

  it('refuses the same key for a different request with 422 and a clear message, zh and en', async () => {
    const template = await createFormTemplate(db());
    const caller = await signIn(server);
    const once = key();
    const answer = (content: string) => ({ key: template.key, formTextList: [{ rank: 1, content }] });
    expect((await postWithKey(caller, '/form/submit', answer('一'), once)).statusCode).toBe(200);
    const reused = await postWithKey(caller, '/form/submit', answer('二'), once);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'request.idempotencyKeyReused', data: null });
    expect(reused.json().message).toContain('已用于另一项操作');
    const inEnglish = await postWithKey(caller, '/form/submit', answer('二'), once, 'en');
    expect(inEnglish.json().message).toContain('already used for a different change');
    expect(
      await db().select().from(formAnswers).where(eq(formAnswers.templateKey, template.key)),
    ).toHaveLength(1);
  });

  it('keeps keys per user: a colleague using the same key writes their own', async () => {
    const template = await createFormTemplate(db());
    const body = { key: template.key, formTextList: [{ rank: 1, content: '同样的话' }] };
    const once = key();
    for (const caller of [await signIn(server), await signIn(server)]) {
      expect((await postWithKey(caller, '/form/submit', body, once)).statusCode).toBe(200);
    }
    expect(
      await db().select().from(formAnswers).where(eq(formAnswers.templateKey, template.key)),
    ).toHaveLength(2);
  });

  it('forgets a refused write, so the retry with the same key runs again', async () => {
    const caller = await signIn(server);
    const room = await createRoom(db());
    const body = { name: '周会', roomId: room.id, startTime: text(2, '10:00'), endTime: text(2, '11:00') };
    const other = await signIn(server);
    expect((await other.post('/meeting/create', body)).statusCode).toBe(200);
    const once = key();
    expect((await postWithKey(caller, '/meeting/create', body, once)).statusCode).toBe(409);
    const [held] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, once));
    expect(held).toBeUndefined();
  });

  it('refuses a malformed key with 400', async () => {
    const caller = await signIn(server);
    const template = await createFormTemplate(db());
    const response = await postWithKey(caller, '/form/submit', { key: template.key }, 'has spaces in it');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'request.idempotencyKeyInvalid' });
  });

  it('purges keys older than 24 hours and keeps younger ones', async () => {
    const user = await createUser(db());
    await db()
      .insert(idempotencyKeys)
      .values([
        { userId: user.id, key: 'old', fingerprint: 'f', createdAt: new Date(Date.now() - 25 * 3_600_000) },
        { userId: user.id, key: 'young', fingerprint: 'f', createdAt: new Date(Date.now() - 23 * 3_600_000) },
      ]);
    await purgeExpiredKeys(db());
    const left = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.userId} = ${user.id}`);
    expect(left).toEqual([{ key: 'young' }]);
  });
});
