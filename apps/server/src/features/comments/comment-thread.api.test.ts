import type { CommentThread } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createHonor } from '../honor/test-factories.ts';
import { createDocument } from './test-factories.ts';

const server = useTestServer();
const LIST = '/new/api/oa/portal/post/list';
const VIEW = '/new/api/oa/portal/post/view';
const LIKE = '/new/api/oa/portal/post/like';
const LIKE_CANCEL = '/new/api/oa/portal/post/like/cancel';

const readThread = async (caller: Caller, resourceId: number, type = 1) => {
  const response = await caller.post(LIST, { resourceId, type });
  expect(response.statusCode).toBe(200);
  return envelope<CommentThread>(response).data;
};

describe('post/list', () => {
  it('creates the thread on first access and answers the same one afterwards', async () => {
    const honor = await createHonor(server.database.db);
    const caller = await signIn(server);
    const first = await readThread(caller, honor.id);
    expect(first).toEqual({
      id: expect.any(Number),
      like: 0,
      view: 0,
      likeFlag: false,
      comments: [],
      likes: [],
    });
    expect((await readThread(caller, honor.id)).id).toBe(first.id);
  });

  it('keeps honors (type 1) and documents (type 2) with the same id apart', async () => {
    const db = server.database.db;
    const honor = await createHonor(db);
    const document = await createDocument(db);
    const caller = await signIn(server);
    const honorThread = await readThread(caller, honor.id, 1);
    const documentThread = await readThread(caller, document.id, 2);
    expect(documentThread.id).not.toBe(honorThread.id);
  });

  it('answers 404 for an unknown, draft or not yet published resource', async () => {
    const db = server.database.db;
    const caller = await signIn(server);
    const draft = await createHonor(db, { status: 'draft' });
    const future = await createDocument(db, { publishedAt: new Date(Date.now() + 86_400_000) });
    for (const [resourceId, type] of [
      [999_999, 1],
      [999_999, 2],
      [draft.id, 1],
      [future.id, 2],
    ]) {
      const response = await caller.post(LIST, { resourceId, type });
      expect([response.statusCode, envelope(response).message]).toEqual([404, '内容不存在']);
    }
  });

  it('refuses a type other than 1, 2 or 3 and a caller who is not signed in', async () => {
    const caller = await signIn(server);
    const badType = await caller.post(LIST, { resourceId: 1, type: 4 });
    expect(badType.statusCode).toBe(400);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: LIST,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { resourceId: 1, type: 1 },
    });
    expect([anonymous.statusCode, envelope(anonymous).code]).toEqual([401, '302']);
  });
});

describe('post/view', () => {
  it('counts a view once per person per item', async () => {
    const honor = await createHonor(server.database.db);
    const [first, second] = [await signIn(server), await signIn(server)];
    for (const caller of [first, first, first, second]) {
      const response = await caller.post(VIEW, { resourceId: honor.id, type: 1 });
      expect([response.statusCode, envelope(response).data]).toEqual([200, null]);
    }
    expect((await readThread(first, honor.id)).view).toBe(2);
  });

  it('answers 404 for an unknown resource', async () => {
    const caller = await signIn(server);
    const response = await caller.post(VIEW, { resourceId: 999_999, type: 2 });
    expect(response.statusCode).toBe(404);
  });
});

describe('post/like and post/like/cancel', () => {
  it('counts liking twice as one like, shows who liked, and cancels', async () => {
    const db = server.database.db;
    const honor = await createHonor(db);
    const liker = await signIn(server, await createUser(db, { name: '林小满', department: '法务部' }));
    const other = await signIn(server);
    const { id: postId } = await readThread(liker, honor.id);

    for (let time = 0; time < 2; time++) {
      const response = await liker.get(LIKE, { postId });
      expect([response.statusCode, envelope(response).data]).toEqual([200, null]);
    }
    const liked = await readThread(liker, honor.id);
    expect([liked.like, liked.likeFlag]).toEqual([1, true]);
    expect(liked.likes).toEqual([
      {
        userName: '林小满',
        userDepartment: '法务部',
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    ]);
    const seenByOther = await readThread(other, honor.id);
    expect([seenByOther.like, seenByOther.likeFlag]).toEqual([1, false]);

    for (let time = 0; time < 2; time++)
      expect((await liker.get(LIKE_CANCEL, { postId })).statusCode).toBe(200);
    const cancelled = await readThread(liker, honor.id);
    expect([cancelled.like, cancelled.likeFlag, cancelled.likes]).toEqual([0, false, []]);
  });

  it('answers 404 for an unknown thread and 400 for a missing postId', async () => {
    const caller = await signIn(server);
    const unknown = await caller.get(LIKE, { postId: 999_999 });
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([404, '评论区不存在']);
    expect((await caller.get(LIKE_CANCEL)).statusCode).toBe(400);
  });
});
