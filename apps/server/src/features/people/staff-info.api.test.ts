import { type StaffInfo, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';

const server = useTestServer();
const db = () => server.database.db;

describe('GET /staffInfo/mine', () => {
  it("answers the caller's own card, the phone masked and the supervisor named", async () => {
    const boss = await createUser(db(), { name: '上级' });
    const me = await createUser(db(), {
      name: '本人',
      department: '研发中心/平台研发部',
      company: '星海科技有限公司',
      supervisorId: boss.id,
      officeCity: '北京',
      officeBuilding: 'IC-Park一号楼',
      phone: '13812345678',
      workerStatus: 1,
      education: 0,
    });
    const response = await (await signIn(server, me)).get('/staffInfo/mine');
    expect(envelope<StaffInfo>(response).data).toEqual({
      name: '本人',
      userId: me.userId,
      email: me.email,
      department: '研发中心/平台研发部',
      company: '星海科技有限公司',
      supervisor: { name: '上级', email: boss.email },
      office: { city: '北京', building: 'IC-Park一号楼' },
      maskedPhone: '138****5678',
      workerStatus: 1,
      education: 0,
    });
    // The full number never leaves the server.
    expect(response.body).not.toContain('13812345678');
  });

  it('shows only my own card whatever the query names', async () => {
    const other = await createUser(db(), { phone: '13900001111' });
    const me = await createUser(db(), {});
    const caller = await signIn(server, me);
    const queries: Record<string, string | number>[] = [
      { userId: other.userId },
      { id: other.id },
      { email: other.email },
    ];
    for (const query of queries) {
      const response = await caller.get('/staffInfo/mine', query);
      const card = envelope<StaffInfo>(response).data;
      expect(card.email).toBe(me.email);
      expect(response.body).not.toContain(other.email);
    }
  });

  it('leaves out what the directory does not know', async () => {
    const me = await createUser(db(), {});
    const card = envelope<StaffInfo>(await (await signIn(server, me)).get('/staffInfo/mine')).data;
    expect(card).toMatchObject({
      supervisor: null,
      office: null,
      maskedPhone: null,
      workerStatus: 1,
      education: null,
    });
  });

  it('answers code 302 without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/staffInfo/mine',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });

  it('the database refuses a malformed phone, status or education', async () => {
    await expect(createUser(db(), { phone: '138 1234 5678' })).rejects.toThrow();
    await expect(createUser(db(), { workerStatus: 3 })).rejects.toThrow();
    await expect(createUser(db(), { education: 8 })).rejects.toThrow();
  });
});
