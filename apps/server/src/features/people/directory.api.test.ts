import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, TEST_PASSWORD, useTestServer } from '../../../test/support.ts';
import { grantRoleCommand, importUsersCommand, setPasswordCommand } from './commands.ts';
import { users } from './schema.ts';
import { runCommandForTest, writeDirectoryFile } from './test-commands.ts';

const server = useTestServer({ demoMode: false, demoPassword: null });
const HEADER = ['email', 'name', 'department', 'company', 'supervisor_email', 'roles', 'office'];
const CURRENT_USER = '/new/api/oa/portal/getCurrentUser';

const signInWith = (email: string, password: string) =>
  server.app.inject({
    method: 'POST',
    url: '/sso/login',
    payload: { username: email, password, callback: '/' },
  });

async function currentUserOf(email: string, password: string) {
  const response = await signInWith(email, password);
  const cookie = response.cookies.find((item) => item.name === 'portal_session');
  if (!cookie) throw new Error(`not signed in: ${response.statusCode}`);
  const me = await server.app.inject({
    url: CURRENT_USER,
    headers: { cookie: `portal_session=${cookie.value}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  return envelope<Record<string, unknown>>(me).data;
}

const unique = () => Math.random().toString(36).slice(2, 8);

const userByEmail = async (email: string) => {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

describe('npm run users:import', () => {
  it.each(['xlsx', 'csv'] as const)(
    'creates employees from a .%s file, then changes nothing when run again',
    async (kind) => {
      const id = unique();
      const boss = `boss.${id}@corp.example`;
      const dev = `dev.${id}@corp.example`;
      const rows = [
        HEADER,
        // The employee comes before the supervisor: supervisors may be on any row.
        [dev.toUpperCase(), '李娜', '研发中心 / 平台部/前端组', '星海科技', boss, '', '上海'],
        [boss, '王伟', '研发中心', '星海科技', '', 'admin', '北京/IC-Park一号楼'],
      ];
      const file = await writeDirectoryFile(kind, rows);
      const first = await runCommandForTest(server.app.ctx, importUsersCommand, [file]);
      expect(first).toMatchObject({
        code: 0,
        out: expect.stringContaining('2 created, 0 updated, 0 unchanged'),
      });
      const again = await runCommandForTest(server.app.ctx, importUsersCommand, [file]);
      expect(again.out).toContain('0 created, 0 updated, 2 unchanged');

      expect(
        (await runCommandForTest(server.app.ctx, setPasswordCommand, [dev], 'correct horse 1')).code,
      ).toBe(0);
      const me = await currentUserOf(dev, 'correct horse 1');
      expect(me).toMatchObject({
        email: dev,
        name: '李娜',
        department: '研发中心/平台部/前端组',
        company: '星海科技',
        roles: [],
        office: { city: '上海', building: null },
      });
      expect(me.userId).toMatch(/^E\d+$/);

      // A changed row updates that employee only.
      const changed = await writeDirectoryFile(kind, [
        HEADER,
        rows[1] as string[],
        [...(rows[2] as string[]).slice(0, 6), '深圳'],
      ]);
      expect((await runCommandForTest(server.app.ctx, importUsersCommand, [changed])).out).toContain(
        '0 created, 1 updated, 1 unchanged',
      );
    },
  );

  it('imports nothing when any row is wrong, naming row, column and reason for each', async () => {
    const kept = await createUser(server.database.db, { name: '原名' });
    const id = unique();
    const file = await writeDirectoryFile('csv', [
      HEADER,
      [kept.email, '新名字', '研发中心', '星海科技', '', '', ''],
      [
        `a.${id}@corp.example`,
        '',
        '研发中心//前端组',
        '星海科技',
        'nobody@corp.example',
        'boss;admin',
        '火星/1号楼',
      ],
      ['not-an-email', '某人', '', '', '', '', ''],
      [kept.email, '重复', '', '', '', '', ''],
    ]);
    const result = await runCommandForTest(server.app.ctx, importUsersCommand, [file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Nothing was imported');
    expect(result.err).toContain('row 3, column name: the name is empty');
    expect(result.err).toContain('row 3, column department:');
    expect(result.err).toContain(
      'row 3, column supervisor_email: no employee has the email "nobody@corp.example"',
    );
    expect(result.err).toContain('row 3, column roles: unknown role "boss"');
    expect(result.err).toContain('row 3, column office: "火星/1号楼" is not a city or city/building');
    expect(result.err).toContain('row 4, column email: "not-an-email" is not an email address');
    expect(result.err).toContain('row 5, column email: same email as row 2');
    // All or nothing: the good first row was not written either.
    const caller = await signIn(server, kept).catch(() => null);
    expect(caller).toBeNull(); // demo mode is off: no shared password
    expect(
      (await runCommandForTest(server.app.ctx, setPasswordCommand, [kept.email], 'long enough 1')).code,
    ).toBe(0);
    expect((await currentUserOf(kept.email, 'long enough 1')).name).toBe('原名');
  });

  it("fills the staff card's phone, status and education, and keeps them when a file has no such column", async () => {
    const person = `card.${unique()}@corp.example`;
    const card = [...HEADER, 'phone', 'worker_status', 'education'];
    const base = [person, '周杰', '研发中心', '星海科技', '', '', ''];
    const file = await writeDirectoryFile('csv', [card, [...base, '138 1234 5678', 'offline', '0']]);
    expect((await runCommandForTest(server.app.ctx, importUsersCommand, [file])).code).toBe(0);
    expect(await userByEmail(person)).toMatchObject({ phone: '13812345678', workerStatus: 0, education: 0 });

    // A file without those columns leaves them as they are, and counts the row unchanged.
    const plain = await writeDirectoryFile('csv', [HEADER, base]);
    expect((await runCommandForTest(server.app.ctx, importUsersCommand, [plain])).out).toContain(
      '1 unchanged',
    );
    expect(await userByEmail(person)).toMatchObject({ phone: '13812345678', workerStatus: 0, education: 0 });

    const bad = await writeDirectoryFile('csv', [card, [...base, '138-1234-5678 ext 9', '5', 'doctor']]);
    const refused = await runCommandForTest(server.app.ctx, importUsersCommand, [bad]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('row 2, column phone:');
    expect(refused.err).toContain(
      'row 2, column worker_status: must be one of 0 (offline), 1 (online), 2 (invalid)',
    );
    expect(refused.err).toContain('row 2, column education: must be one of');
  });

  it('names a missing or unknown column, and refuses a file that is not a spreadsheet', async () => {
    const file = await writeDirectoryFile('xlsx', [
      ['email', 'name', 'dept'],
      ['x@corp.example', 'X', 'Y'],
    ]);
    const result = await runCommandForTest(server.app.ctx, importUsersCommand, [file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('row 1: unknown column "dept"');
    expect(result.err).toContain('row 1, column department: the column is missing');
    const wrongKind = await runCommandForTest(server.app.ctx, importUsersCommand, ['/tmp/employees.txt']);
    expect(wrongKind).toMatchObject({
      code: 1,
      err: expect.stringContaining('Expected an .xlsx or .csv file'),
    });
    expect((await runCommandForTest(server.app.ctx, importUsersCommand, [])).code).toBe(2);
  });
});

describe('npm run users:grant and users:set-password', () => {
  it('grants an existing role once, and refuses an unknown role or employee', async () => {
    const user = await createUser(server.database.db);
    expect((await runCommandForTest(server.app.ctx, grantRoleCommand, [user.email, 'admin'])).code).toBe(0);
    expect((await runCommandForTest(server.app.ctx, grantRoleCommand, [user.email, 'admin'])).code).toBe(0);
    await runCommandForTest(server.app.ctx, setPasswordCommand, [user.email], 'granted pass 1');
    expect((await currentUserOf(user.email, 'granted pass 1')).roles).toEqual(['admin']);

    const unknownRole = await runCommandForTest(server.app.ctx, grantRoleCommand, [user.email, 'wizard']);
    expect(unknownRole).toMatchObject({
      code: 1,
      err: expect.stringContaining('There is no role "wizard"; roles: '),
    });
    expect(unknownRole.err).toContain('admin');
    expect(unknownRole.err).toContain('messages:send');
    const unknownUser = await runCommandForTest(server.app.ctx, grantRoleCommand, [
      'ghost@corp.example',
      'admin',
    ]);
    expect(unknownUser).toMatchObject({ code: 1, err: expect.stringContaining('No employee has the email') });
  });

  it('sets a password that signs in, refuses a short one, and never accepts the demo password', async () => {
    const user = await createUser(server.database.db);
    const short = await runCommandForTest(server.app.ctx, setPasswordCommand, [user.email], 'short');
    expect(short).toMatchObject({ code: 1, err: expect.stringContaining('at least 10 characters') });
    expect(
      (await runCommandForTest(server.app.ctx, setPasswordCommand, [user.email], 'a good password')).code,
    ).toBe(0);
    expect((await signInWith(user.email, 'a good password')).statusCode).toBe(303);
    expect((await signInWith(user.email, 'a bad password')).statusCode).toBe(401);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith(user.email, 'portal2026')).statusCode).toBe(401);
    const ghost = await runCommandForTest(
      server.app.ctx,
      setPasswordCommand,
      ['ghost@corp.example'],
      'long enough 1',
    );
    expect(ghost.code).toBe(1);
  });
});
