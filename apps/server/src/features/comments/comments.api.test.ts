import type { CommentThread, ThreadComment } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createHonor } from '../honor/test-factories.ts';
import { comments } from './schema.ts';
import { createDocument } from './test-factories.ts';

const server = useTestServer();
const LIST = '/new/api/oa/portal/post/list';
const INSERT = '/new/api/oa/portal/post/comment/insert';
const DELETE = '/new/api/oa/portal/post/comment/delete';

const findComment = async (commentId: number) => {
  const [row] = await server.database.db.select().from(comments).where(eq(comments.id, commentId));
  return row;
};

async function openThread(caller: Caller, type = 1) {
  const db = server.database.db;
  const resourceId = type === 1 ? (await createHonor(db)).id : (await createDocument(db)).id;
  const thread = envelope<CommentThread>(await caller.post(LIST, { resourceId, type })).data;
  const read = async (reader: Caller = caller) =>
    envelope<CommentThread>(await reader.post(LIST, { resourceId, type })).data;
  return { postId: thread.id, read };
}

describe('post/comment/insert', () => {
  it('stores the trimmed comment and answers it with the author', async () => {
    const author = await signIn(server, await createUser(server.database.db, { name: '周晓东' }));
    const { postId, read } = await openThread(author, 2);
    const response = await author.post(INSERT, { postId, comment: '  值得学习！ ', anonymousFlag: 0 });
    expect(response.statusCode).toBe(200);
    const stored = envelope<ThreadComment>(response).data;
    expect(stored).toEqual({
      id: expect.any(Number),
      comment: '值得学习！',
      anonymousFlag: false,
      userName: '周晓东',
      userDepartment: author.user.department,
      userId: author.user.userId,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ownFlag: true,
    });
    expect((await read()).comments).toEqual([stored]);
  });

  it('refuses empty text and more than 100 characters, in the caller’s language', async () => {
    const caller = await signIn(server);
    const { postId } = await openThread(caller);
    for (const comment of ['', '   ', undefined]) {
      const response = await caller.post(INSERT, { postId, comment });
      expect([response.statusCode, envelope(response).message]).toEqual([400, '请输入评论内容']);
    }
    const tooLong = await caller.post(INSERT, { postId, comment: '好'.repeat(101) });
    expect([tooLong.statusCode, envelope(tooLong).message]).toEqual([400, '评论不能超过 100 个字']);
    const inEnglish = await server.app.inject({
      method: 'POST',
      url: INSERT,
      headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
      payload: { postId, comment: ' ' },
    });
    expect(envelope(inEnglish).message).toBe('Enter a comment');
    // 100 characters are fine, an emoji counting as one (as PostgreSQL's char_length counts).
    expect((await caller.post(INSERT, { postId, comment: '👍'.repeat(100) })).statusCode).toBe(200);
  });

  it('is kept to 1–100 characters by the database too', async () => {
    const caller = await signIn(server);
    const { postId } = await openThread(caller);
    const insert = (comment: string) =>
      server.database.db.insert(comments).values({ postId, userId: caller.user.id, comment });
    await expect(insert('长'.repeat(101))).rejects.toThrow();
    await expect(insert('')).rejects.toThrow();
  });

  it('hides the author of an anonymous comment from everyone, telling only the author it is theirs', async () => {
    const db = server.database.db;
    const author = await signIn(
      server,
      await createUser(db, { name: '隐名者', department: '财务部/核算组' }),
    );
    const reader = await signIn(server);
    const { postId, read } = await openThread(author);
    const inserted = await author.post(INSERT, { postId, comment: '匿名支持', anonymousFlag: true });
    const hidden = { anonymousFlag: true, userName: 'Anonymous user****', userDepartment: '', userId: '' };
    expect(envelope<ThreadComment>(inserted).data).toMatchObject({ ...hidden, ownFlag: true });

    const seenByReader = await read(reader);
    expect(seenByReader.comments[0]).toMatchObject({ ...hidden, comment: '匿名支持', ownFlag: false });
    expect((await read(author)).comments[0]).toMatchObject({ ...hidden, ownFlag: true });
    const raw = JSON.stringify(seenByReader);
    for (const secret of ['隐名者', '财务部', author.user.userId, author.user.email])
      expect(raw).not.toContain(secret);
  });

  it('keeps markup as plain text: <script> comes back as the same literal text', async () => {
    const caller = await signIn(server);
    const { postId, read } = await openThread(caller);
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect((await caller.post(INSERT, { postId, comment: text })).statusCode).toBe(200);
    expect((await read()).comments[0]?.comment).toBe(text);
  });

  it('answers 404 for an unknown thread', async () => {
    const caller = await signIn(server);
    const response = await caller.post(INSERT, { postId: 999_999, comment: '你好' });
    expect([response.statusCode, envelope(response).message]).toEqual([404, '评论区不存在']);
  });
});

describe('post/comment/delete', () => {
  it('lets only the author delete: another employee, even an admin, gets 403', async () => {
    const db = server.database.db;
    const author = await signIn(server);
    const other = await signIn(server);
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    const { postId, read } = await openThread(author);
    const { id: commentId } = envelope<ThreadComment>(
      await author.post(INSERT, { postId, comment: '我的评论' }),
    ).data;

    for (const intruder of [other, admin]) {
      const refused = await intruder.get(DELETE, { commentId });
      expect([refused.statusCode, envelope(refused).message]).toEqual([403, '只能删除自己的评论']);
    }
    expect((await read()).comments).toHaveLength(1);

    const deleted = await author.get(DELETE, { commentId });
    expect([deleted.statusCode, envelope(deleted).data]).toEqual([200, null]);
    expect((await read()).comments).toEqual([]);
    const again = await author.get(DELETE, { commentId });
    expect([again.statusCode, envelope(again).message]).toEqual([404, '评论不存在']);
  });

  it('lets the author of an anonymous comment delete it', async () => {
    const author = await signIn(server);
    const { postId, read } = await openThread(author);
    const inserted = await author.post(INSERT, { postId, comment: '悄悄说', anonymousFlag: 1 });
    const { id: commentId } = envelope<ThreadComment>(inserted).data;
    expect((await author.get(DELETE, { commentId })).statusCode).toBe(200);
    expect(await findComment(commentId)).toBeUndefined();
    expect((await read()).comments).toEqual([]);
  });
});
