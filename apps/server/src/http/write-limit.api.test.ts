import { type RouteName, routeKinds, routes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../test/factories.ts';
import { signIn, useTestServer } from '../../test/support.ts';
import { companyTimes } from '../features/bookings/test-times.ts';
import { inSeconds, mailNameOf, partnerClient, signHs256 } from '../features/partner/test-partner.ts';

/** Names that say a call changes something: such a call may never be classified a read. */
const CHANGING_NAME =
  /create|update|save|delete|remove|cancel|insert|like|submit|publish|import|upload|grant|revoke|approve|return|decide|withdraw|renew|messageRead$|click|clear|status|view$/i;

describe('the route kinds: every contract call is a read, a limited write or an exempt write', () => {
  it('classifies every route of the table and nothing else', () => {
    expect(Object.keys(routeKinds).sort()).toEqual(Object.keys(routes).sort());
  });

  it('gives every exempt write a written reason', () => {
    for (const [name, kind] of Object.entries(routeKinds)) {
      if (typeof kind === 'object') expect(kind.exempt.trim().length, name).toBeGreaterThan(20);
    }
  });

  it('never calls a read what its name says changes state, nor a multipart call', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const route = routes[name];
      if (CHANGING_NAME.test(name) || 'multipart' in route) expect(routeKinds[name], name).not.toBe('read');
    }
  });
});

const SECRET = 'the-partner-app-shares-this-hs256-secret';
const server = useTestServer({
  writesPerMinute: 2,
  partner: { secret: SECRET, jwksUrl: null, mailDomain: 'example.com', issuer: null, audience: null },
});
const { text } = companyTimes(server);

describe('writes per minute, whoever calls and whatever the write', () => {
  it('counts writes made with the partner token and refuses the third with 429', async () => {
    const room = await createRoom(server.database.db);
    const user = await createUser(server.database.db);
    const userId = mailNameOf(user);
    const token = await signHs256(SECRET, { sub: userId, exp: inSeconds(300) });
    const partner = partnerClient(server, { userId, token });
    const meeting = (hour: number) => ({
      name: '合作方周会',
      roomId: room.id,
      startTime: text(1, `${hour}:00`),
      endTime: text(1, `${hour}:30`),
    });
    expect((await partner.post('/meeting/create', meeting(10))).statusCode).toBe(200);
    expect((await partner.post('/meeting/create', meeting(11))).statusCode).toBe(200);
    const refused = await partner.post('/meeting/create', meeting(12));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'request.tooManyWrites' });
    // Reading with the token is never limited.
    expect(
      (await partner.get('/appia/meeting/room/my/book/list', { date: text(1, '00:00').slice(0, 10) }))
        .statusCode,
    ).not.toBe(429);
  });

  it('counts meeting updates and minutes like any write, even those refused for their content', async () => {
    const caller = await signIn(server);
    expect((await caller.post('/meeting/minutes/save', {})).statusCode).toBe(400);
    expect((await caller.post('/meeting/update', {})).statusCode).toBe(400);
    const refused = await caller.post('/meeting/minutes/create', {});
    expect(refused.statusCode).toBe(429);
    // A page marking the caller's own messages read is exempt: browsing is never refused.
    expect((await caller.post('/new/api/sso/station/msg/read', {})).statusCode).not.toBe(429);
  });
});
