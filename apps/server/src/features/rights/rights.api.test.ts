import {
  MODULE_RIGHTS,
  type ModuleRight,
  type ModuleRightHolders,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';

const server = useTestServer();

const myRights = async (roles?: string[]) => {
  const caller = await signIn(server, roles ? await createUser(server.database.db, { roles }) : undefined);
  const response = await caller.get('/rights/mine');
  expect(response.statusCode).toBe(200);
  return envelope<ModuleRight[]>(response).data;
};

describe('GET /rights/mine: the module rights the signed-in employee holds', () => {
  it('names none for an employee without a right, whatever other roles they have', async () => {
    expect(await myRights()).toEqual([]);
    expect(await myRights(['reviewer', 'Holiday:Edit'])).toEqual([]);
  });

  it('names the rights granted to a holder, in the order of the rights page', async () => {
    expect(await myRights(['software:publish', 'apartment:import'])).toEqual([
      'apartment:import',
      'software:publish',
    ]);
  });

  it('names every module right for an administrator, who holds them without a grant', async () => {
    expect(await myRights(['admin'])).toEqual(MODULE_RIGHTS);
  });

  it('sends a caller without a session to sign-on', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/rights/mine',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });

  it('follows a grant at once', async () => {
    const db = server.database.db;
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    const employee = await createUser(db);
    const asEmployee = await signIn(server, employee);
    expect(envelope<ModuleRight[]>(await asEmployee.get('/rights/mine')).data).toEqual([]);
    await admin.post('/admin/rights/grant', { email: employee.email, right: 'holiday:edit' });
    expect(envelope<ModuleRight[]>(await asEmployee.get('/rights/mine')).data).toEqual(['holiday:edit']);
  });
});

const holdersOf = (list: ModuleRightHolders[], right: string) =>
  list.find((entry) => entry.right === right)?.holders.map((holder) => holder.email);

describe('module rights, handed out by an administrator', () => {
  it('grants and revokes a right; the holder gains and loses it at once', async () => {
    const db = server.database.db;
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    const employee = await createUser(db);
    const asEmployee = await signIn(server, employee);

    const granted = await admin.post('/admin/rights/grant', {
      email: employee.email.toUpperCase(),
      right: 'apartment:import',
    });
    expect(envelope<ModuleRightHolders>(granted).data.holders.map((holder) => holder.email)).toContain(
      employee.email,
    );
    // Granting twice keeps one grant.
    await admin.post('/admin/rights/grant', { email: employee.email, right: 'apartment:import' });
    const me = envelope<{ roles: string[] }>(await asEmployee.get('/new/api/oa/portal/getCurrentUser')).data;
    expect(me.roles.filter((role) => role === 'apartment:import')).toHaveLength(1);

    const list = envelope<ModuleRightHolders[]>(await admin.get('/admin/rights/list')).data;
    expect(list.map((entry) => entry.right)).toEqual(MODULE_RIGHTS);
    expect(holdersOf(list, 'apartment:import')).toContain(employee.email);
    expect(holdersOf(list, 'rotation:import')).not.toContain(employee.email);

    await admin.post('/admin/rights/revoke', { email: employee.email, right: 'apartment:import' });
    const after = envelope<{ roles: string[] }>(
      await asEmployee.get('/new/api/oa/portal/getCurrentUser'),
    ).data;
    expect(after.roles).not.toContain('apartment:import');
  });

  it('refuses an employee who is not an administrator, whatever they ask', async () => {
    const db = server.database.db;
    const holder = await createUser(db, { roles: ['apartment:import'] });
    const caller = await signIn(server, holder);
    for (const response of [
      await caller.get('/admin/rights/list'),
      await caller.post('/admin/rights/grant', { email: holder.email, right: 'rotation:import' }),
      await caller.post('/admin/rights/revoke', { email: holder.email, right: 'apartment:import' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe('没有权限');
    }
    const me = envelope<{ roles: string[] }>(await caller.get('/new/api/oa/portal/getCurrentUser')).data;
    expect(me.roles).toEqual(['apartment:import']);
  });

  it('hands out module rights only, to employees who exist', async () => {
    const db = server.database.db;
    const admin = await signIn(server, await createUser(db, { roles: ['admin'] }));
    const employee = await createUser(db);
    const adminRole = await admin.post('/admin/rights/grant', { email: employee.email, right: 'admin' });
    expect(adminRole.statusCode).toBe(400);
    expect(envelope(adminRole)).toMatchObject({ error: 'rights.unknownRight', message: '没有这项模块权限' });
    const stranger = await admin.post('/admin/rights/grant', {
      email: 'nobody@example.com',
      right: 'feedback:read',
    });
    expect(stranger.statusCode).toBe(404);
    expect(envelope(stranger).message).toBe('没有该邮箱的员工');
  });
});
