import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';

const server = useTestServer();

describe('employees', () => {
  it('finds employees by part of their name or email, treating % literally', async () => {
    const caller = await signIn(server);
    const target = await createUser(server.database.db, {
      name: '欧阳娜娜',
      email: 'nana.ouyang@example.com',
    });
    const byName = envelope<{ email: string }[]>(
      await caller.get('/new/api/oa/portal/searchEmployees', { keyword: '欧阳' }),
    );
    expect(byName.data.map((item) => item.email)).toContain(target.email);
    const byEmail = envelope<{ email: string }[]>(
      await caller.get('/new/api/oa/portal/searchEmployees', { keyword: 'nana.ou' }),
    );
    expect(byEmail.data.map((item) => item.email)).toEqual([target.email]);
    const wildcard = envelope<unknown[]>(
      await caller.get('/new/api/oa/portal/searchEmployees', { keyword: '%' }),
    );
    expect(wildcard.data).toEqual([]);
  });

  it('finds employees by any part of their department path, people found by name first', async () => {
    const caller = await signIn(server);
    const inTeam = await createUser(server.database.db, {
      name: 'Alpha 甲',
      department: '测试中心/星河平台部/质量组',
    });
    const alsoInTeam = await createUser(server.database.db, {
      name: 'Beta 乙',
      department: '测试中心/星河平台部',
    });
    const named = await createUser(server.database.db, { name: '星河平台部联络人' });
    const search = async (keyword: string, limit = 20) =>
      envelope<{ email: string; department: string }[]>(
        await caller.get('/new/api/oa/portal/searchEmployees', { keyword, limit }),
      ).data.map((item) => item.email);

    expect(await search('星河平台部')).toEqual([named.email, inTeam.email, alsoInTeam.email]);
    expect(await search('质量组')).toEqual([inTeam.email]);
    expect(await search('测试中心/星河')).toEqual([inTeam.email, alsoInTeam.email]);
    expect(await search('星河平台部', 2)).toHaveLength(2);
    const answer = envelope<{ department: string }[]>(
      await caller.get('/new/api/oa/portal/searchEmployees', { keyword: '质量组' }),
    );
    expect(answer.data[0]?.department).toBe('测试中心/星河平台部/质量组');
  });

  it('looks employees up by an array of emails', async () => {
    const caller = await signIn(server);
    const other = await createUser(server.database.db);
    const response = envelope<{ email: string; name: string }[]>(
      await caller.post('/new/api/oa/portal/getEmployeesByEmailArray', [other.email, 'nobody@example.com']),
    );
    expect(response.data).toEqual([expect.objectContaining({ email: other.email, name: other.name })]);
  });

  it('rejects a search without a keyword with a readable message', async () => {
    const caller = await signIn(server);
    const response = await caller.get('/new/api/oa/portal/searchEmployees');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain('请求参数不正确');
  });
});

describe('the current user', () => {
  it("answers the employee's office so the room page can open on their building", async () => {
    const placed = await signIn(
      server,
      await createUser(server.database.db, { officeCity: '北京', officeBuilding: 'IC-Park一号楼' }),
    );
    const answer = envelope<Record<string, unknown>>(await placed.get('/new/api/oa/portal/getCurrentUser'));
    expect(answer.data.office).toEqual({ city: '北京', building: 'IC-Park一号楼' });
    expect(answer.data).not.toHaveProperty('passwordHash');

    const cityOnly = await signIn(server, await createUser(server.database.db, { officeCity: '上海' }));
    const cityAnswer = envelope<{ office: unknown }>(await cityOnly.get('/new/api/oa/portal/getCurrentUser'));
    expect(cityAnswer.data.office).toEqual({ city: '上海', building: null });

    const unplaced = await signIn(server);
    const none = envelope<{ office: unknown }>(await unplaced.get('/new/api/oa/portal/getCurrentUser'));
    expect(none.data.office).toBeNull();
  });
});
