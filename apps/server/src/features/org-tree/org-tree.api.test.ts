import { randomBytes } from 'node:crypto';
import { type OrgTree, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';

const server = useTestServer();
const db = () => server.database.db;

describe('GET /orgTree/tree', () => {
  it('builds the departments of the directory with heads, members and counts', async () => {
    // A company of its own, so other tests' people do not count.
    const root = `总部${randomBytes(3).toString('hex')}`;
    const chief = await createUser(db(), { department: `${root}/战略部`, name: '甲' });
    const lead = await createUser(db(), { department: `${root}/技术部`, supervisorId: chief.id, name: '乙' });
    await createUser(db(), { department: `${root}/技术部/前端组`, supervisorId: lead.id, name: '丙' });
    await createUser(db(), { department: `${root}/技术部/前端组`, supervisorId: lead.id, name: '丁' });
    const caller = await signIn(server, lead);

    const tree = envelope<OrgTree>(await caller.get('/orgTree/tree')).data;
    const ours = tree.departments.filter((department) => department.path.startsWith(root));
    expect(ours.map((department) => [department.path, department.parent, department.total])).toEqual([
      [root, null, 4],
      [`${root}/技术部`, root, 3],
      [`${root}/技术部/前端组`, `${root}/技术部`, 2],
      [`${root}/战略部`, root, 1],
    ]);
    const byPath = new Map(ours.map((department) => [department.path, department]));
    expect(byPath.get(root)?.heads.map((head) => head.email)).toEqual([chief.email]);
    expect(byPath.get(`${root}/技术部`)?.heads.map((head) => head.email)).toEqual([lead.email]);
    expect(byPath.get(`${root}/技术部`)?.members.map((member) => member.name)).toEqual(['乙']);
    expect(
      byPath
        .get(`${root}/技术部/前端组`)
        ?.members.map((member) => member.name)
        .sort(),
    ).toEqual(['丁', '丙']);
    expect(tree.total).toBeGreaterThanOrEqual(4);
  });

  it('sends people as the pickers do, without their phone or supervisor', async () => {
    const person = await createUser(db(), {
      department: `单独${randomBytes(3).toString('hex')}`,
      phone: '13812345678',
    });
    const caller = await signIn(server, person);
    const body = (await caller.get('/orgTree/tree')).body;
    expect(body).toContain(person.email);
    expect(body).not.toContain('13812345678');
    expect(body).not.toContain('supervisorId');
  });

  it('answers code 302 without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/orgTree/tree',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});
