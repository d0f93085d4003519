import { randomUUID } from 'node:crypto';
import { type AuditPage, type StationMessage, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { users } from '../people/schema.ts';
import { messages } from './schema.ts';

const server = useTestServer();
const db = () => server.database.db;
const SEND = '/admin/messages/send';

const sender = async (roles = ['messages:send']) => signIn(server, await createUser(db(), { roles }));

/** A department of its own for each test, with a team under it, a colleague elsewhere and one marked invalid. */
let nextDepartment = 1;
async function department() {
  const name = `广播测试部${nextDepartment++}`;
  const members = [
    await createUser(db(), { department: name }),
    await createUser(db(), { department: `${name}/一组` }),
    await createUser(db(), { department: `${name}/二组/甲` }),
  ];
  const invalid = await createUser(db(), { department: name, workerStatus: 2 });
  // Starts with the name, but is another department.
  const lookalike = await createUser(db(), { department: `${name}部` });
  return { name, members, invalid, lookalike };
}

const messagesOf = async (userId: number) =>
  db()
    .select({ title: messages.title, linkUrl: messages.linkUrl })
    .from(messages)
    .where(eq(messages.userId, userId));

const body = (audience: object, overrides: object = {}) => ({
  title: '系统维护通知',
  content: '本周六 22:00 起门户维护两小时。',
  linkUrl: '/#/ruleDetail?id=3',
  audience,
  ...overrides,
});

describe('POST /admin/messages/send: a bell message to many', () => {
  it('reaches a department and the departments under it, not lookalikes or invalid accounts', async () => {
    const team = await department();
    const response = await (await sender()).post(SEND, body({ kind: 'department', department: team.name }));
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({ recipients: 3 });
    for (const member of team.members) {
      expect(await messagesOf(member.id)).toEqual([{ title: '系统维护通知', linkUrl: '/#/ruleDetail?id=3' }]);
    }
    expect(await messagesOf(team.invalid.id)).toEqual([]);
    expect(await messagesOf(team.lookalike.id)).toEqual([]);

    // The receivers find it under the bell.
    const inbox = await signIn(server, team.members[1]);
    const list = envelope<{ items: StationMessage[] }>(await inbox.get('/new/api/sso/station/msg/list')).data;
    expect(list.items[0]).toMatchObject({ title: '系统维护通知', readFlag: 0 });
  });

  it('reaches listed people by email, in any case, once each', async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const response = await (await sender()).post(
      SEND,
      body({ kind: 'people', emails: [first.email.toUpperCase(), second.email, first.email] }),
    );
    expect(envelope(response).data).toEqual({ recipients: 2 });
    expect(await messagesOf(first.id)).toHaveLength(1);
    expect(await messagesOf(second.id)).toHaveLength(1);
  });

  it('reaches every employee but the invalid ones', async () => {
    const caller = await sender(['admin']);
    const [reachable] = await db().select({ value: count() }).from(users).where(ne(users.workerStatus, 2));
    const response = await caller.post(SEND, body({ kind: 'everyone' }, { linkUrl: '' }));
    expect(envelope(response).data).toEqual({ recipients: reachable?.value });
  });

  it('records the sending in the audit trail, with its audience and how many got it', async () => {
    const team = await department();
    const caller = await sender();
    await caller.post(
      SEND,
      body({ kind: 'department', department: team.name }, { title: `审计${team.name}` }),
    );
    const admin = await signIn(server, await createUser(db(), { roles: ['admin'] }));
    const trail = envelope<AuditPage>(
      await admin.get('/admin/audit/list', { person: caller.user.email, module: 'messages' }),
    ).data;
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      action: 'send',
      subjectType: 'message',
      subjectLabel: `审计${team.name}`,
    });
    expect(trail.items[0]?.changes).toContainEqual({ path: 'recipients', before: null, after: 3 });
    expect(trail.items[0]?.changes).toContainEqual({
      path: 'audience.department',
      before: null,
      after: team.name,
    });
  });

  it('sends once when the same request comes twice with one Idempotency-Key (a double click, a retry)', async () => {
    const team = await department();
    const caller = await sender();
    const key = randomUUID();
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: SEND,
        headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'idempotency-key': key },
        payload: body({ kind: 'department', department: team.name }),
      });
    const [one, two] = [await send(), await send()];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await messagesOf(team.members[0]?.id as number)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses an employee without the right and a holder of another right, and sends nothing', async () => {
    const team = await department();
    for (const roles of [[], ['news:edit', 'rooms:edit']]) {
      const response = await (await sender(roles)).post(
        SEND,
        body({ kind: 'department', department: team.name }),
      );
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
    }
    expect(await messagesOf(team.members[0]?.id as number)).toEqual([]);
  });

  it('names the emails that are no employees, and sends to nobody', async () => {
    const known = await createUser(db());
    const response = await (await sender()).post(
      SEND,
      body({ kind: 'people', emails: [known.email, 'nobody@example.com'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      error: 'messages.unknownPeople',
      message: '以下邮箱不是员工：nobody@example.com',
    });
    expect(await messagesOf(known.id)).toEqual([]);
  });

  it('refuses a department with nobody in it', async () => {
    const response = await (await sender()).post(
      SEND,
      body({ kind: 'department', department: '不存在的部门' }),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe('messages.nobodyThere');
  });

  const tooManyPeople = Array.from({ length: 501 }, (_, index) => `p${index}@example.com`);
  it.each([
    [
      'a link off the portal',
      body({ kind: 'everyone' }, { linkUrl: 'https://evil.example.com/' }),
      'messages.linkOutsidePortal',
    ],
    [
      'a javascript: link',
      body({ kind: 'everyone' }, { linkUrl: 'javascript:alert(1)' }),
      'messages.linkOutsidePortal',
    ],
    [
      'a protocol-relative link',
      body({ kind: 'everyone' }, { linkUrl: '//evil.example.com' }),
      'messages.linkOutsidePortal',
    ],
    ['an empty title', body({ kind: 'everyone' }, { title: '   ' }), 'messages.titleRequired'],
    [
      'a title of 101 characters',
      body({ kind: 'everyone' }, { title: '通'.repeat(101) }),
      'messages.titleTooLong',
    ],
    [
      'a text of 2,001 characters',
      body({ kind: 'everyone' }, { content: 'a'.repeat(2001) }),
      'messages.contentTooLong',
    ],
    ['no audience', { title: 't' }, 'messages.audienceRequired'],
    ['an unknown audience', body({ kind: 'company' }), 'messages.audienceRequired'],
    ['an empty department', body({ kind: 'department', department: ' ' }), 'messages.departmentRequired'],
    ['no people', body({ kind: 'people', emails: [] }), 'messages.peopleRequired'],
    ['501 people', body({ kind: 'people', emails: tooManyPeople }), 'messages.tooManyPeople'],
    ['a NUL byte', body({ kind: 'everyone' }, { title: 'a\u0000b' }), 'request.nulByte'],
  ])('refuses %s, saying why', async (_, request, error) => {
    const caller: Caller = await sender();
    const before = await db().select({ value: count() }).from(messages);
    const response = await caller.post(SEND, request);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
    const after = await db().select({ value: count() }).from(messages);
    expect(after).toEqual(before);
  });
});
