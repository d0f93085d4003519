import { describe, expect, it } from 'vitest';
import {
  callerOn,
  envelope,
  eventually,
  signIn,
  useSecondTestServer,
  useTestServer,
} from '../../../test/support.ts';

const server = useTestServer();
const otherServer = useSecondTestServer(server);
const CURRENT_USER = '/new/api/oa/portal/getCurrentUser';

describe('sessions shared by several servers (cached for a few seconds by each)', () => {
  it('ends the session on every server at logout', async () => {
    const onA = await signIn(server);
    const onB = callerOn(otherServer, onA);
    // Both servers have validated (and cached) the session before the logout.
    expect((await onA.get(CURRENT_USER)).statusCode).toBe(200);
    expect((await onB.get(CURRENT_USER)).statusCode).toBe(200);

    const logout = await server.app.inject({ url: '/new/api/oa/logout', headers: { cookie: onA.cookie } });
    expect(logout.statusCode).toBe(303);
    expect(envelope(await onA.get(CURRENT_USER)).code).toBe('302');
    await eventually(async () => expect(envelope(await onB.get(CURRENT_USER)).code).toBe('302'));
  });
});
