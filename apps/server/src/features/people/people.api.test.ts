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
