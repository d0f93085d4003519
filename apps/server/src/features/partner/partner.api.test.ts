import type { MyBookingItem, PartnerUserInfo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { bookings } from '../bookings/schema.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { inSeconds, mailNameOf, PARTNER, partnerClient, signHs256 } from './test-partner.ts';

const SECRET = 'the-partner-app-shares-this-hs256-secret';
const server = useTestServer({
  partner: { secret: SECRET, jwksUrl: null, mailDomain: 'example.com', issuer: null, audience: null },
});
const { at, wholeDay } = companyTimes(server);

/** A factory employee and a client holding a valid partner token for them, and no session. */
async function partnerUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.database.db, overrides);
  const userId = mailNameOf(user);
  const token = await signHs256(SECRET, { sub: userId, exp: inSeconds(300) });
  return { user, userId, token, client: partnerClient(server, { userId, token }) };
}

const refusal = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { code: unknown; error: string };
  return [response.statusCode, body.code, body.error];
};

describe('partner calls with a valid HS256 token and no portal session', () => {
  it('getUserInfo answers the email and name of the token’s employee', async () => {
    const { user, client } = await partnerUser();
    const response = await client.get(PARTNER.userInfo);
    expect(response.statusCode).toBe(200);
    expect(envelope<PartnerUserInfo>(response).data).toEqual({ email: user.email, name: user.name });
  });

  it('the room list answers exactly as the portal’s', async () => {
    const db = server.database.db;
    const room = await createRoom(db, { name: '合作方 501' });
    await createBooking(db, { roomId: room.id, startsAt: at(1, '10:00'), endsAt: at(1, '11:00') });
    const { client } = await partnerUser();
    const portal = await signIn(server);
    const filter = { ...wholeDay(1), city: '北京', building: 'IC-Park一号楼' };
    const partnerAnswer = await client.post(PARTNER.roomList, filter);
    const portalAnswer = await portal.post('/meeting/room/list', filter);
    expect(partnerAnswer.statusCode).toBe(200);
    expect(envelope(partnerAnswer).data).toEqual(envelope(portalAnswer).data);
    expect(JSON.stringify(envelope(partnerAnswer).data)).toContain('合作方 501');
  });

  it('my bookings lists the token user’s own bookings, by the email built from userId', async () => {
    const db = server.database.db;
    const { user, client } = await partnerUser();
    const mine = await createBooking(db, {
      userId: user.id,
      startsAt: at(2, '09:00'),
      endsAt: at(2, '10:00'),
    });
    await createBooking(db, { startsAt: at(2, '11:00'), endsAt: at(2, '12:00') });
    const response = await client.get(PARTNER.myBookings, { email: user.email });
    expect(response.statusCode).toBe(200);
    expect(envelope<MyBookingItem[]>(response).data.map((item) => item.id)).toEqual([mine.id]);
    const other = await client.get(PARTNER.myBookings, { email: 'someone.else@example.com' });
    expect(refusal(other)).toEqual([403, 403, 'booking.otherEmail']);
  });

  it('cancels the token user’s own booking, never another employee’s (IDOR)', async () => {
    const db = server.database.db;
    const { user, client } = await partnerUser();
    const stranger = await createUser(db);
    const theirs = await createBooking(db, {
      userId: stranger.id,
      startsAt: at(3, '09:00'),
      endsAt: at(3, '10:00'),
    });
    const refused = await client.get(PARTNER.cancel, { id: theirs.id });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ error: 'booking.notYours', message: '只能取消自己的预订' });
    const [still] = await db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(still?.cancelled).toBe(false);

    const mine = await createBooking(db, {
      userId: user.id,
      startsAt: at(3, '11:00'),
      endsAt: at(3, '12:00'),
    });
    const cancelled = await client.get(PARTNER.cancel, { id: mine.id });
    expect(envelope(cancelled)).toEqual({ code: 1, message: '会议室取消成功', data: null });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ cancelled: true, cancelledBy: user.id });
  });

  it('looks employees up by email as the portal does', async () => {
    const { client } = await partnerUser();
    const colleague = await createUser(server.database.db);
    const response = await client.post(PARTNER.employees, [
      colleague.email.toUpperCase(),
      'nobody@example.com',
    ]);
    expect(response.statusCode).toBe(200);
    expect(envelope<{ email: string }[]>(response).data.map((employee) => employee.email)).toEqual([
      colleague.email,
    ]);
  });

  it('still needs the XHR marker', async () => {
    const { userId, token } = await partnerUser();
    const response = await partnerClient(server, { userId, token, xhr: false }).get(PARTNER.userInfo);
    expect(refusal(response)).toEqual([403, 403, 'auth.xhrRequired']);
  });
});

describe('partner tokens that are refused with code 302 (back to sign-on) on every partner call', () => {
  const calls = [
    ['getUserInfo', (c: ReturnType<typeof partnerClient>) => c.get(PARTNER.userInfo)],
    ['room list', (c: ReturnType<typeof partnerClient>) => c.post(PARTNER.roomList, wholeDay(1))],
    ['my bookings', (c: ReturnType<typeof partnerClient>) => c.get(PARTNER.myBookings)],
    ['cancel', (c: ReturnType<typeof partnerClient>) => c.get(PARTNER.cancel, { id: 1 })],
    ['employees', (c: ReturnType<typeof partnerClient>) => c.post(PARTNER.employees, ['a@example.com'])],
  ] as const;

  const badTokens = async () => {
    const { userId } = await partnerUser();
    const other = await partnerUser();
    return [
      [
        'forged (another secret)',
        userId,
        await signHs256(`${SECRET}!`, { sub: userId, exp: inSeconds(300) }),
      ],
      [
        'alg none',
        userId,
        new UnsecuredJWT({}).setSubject(userId).setExpirationTime(inSeconds(300)).encode(),
      ],
      ['expired', userId, await signHs256(SECRET, { sub: userId, exp: inSeconds(-120) })],
      ['without exp', userId, await signHs256(SECRET, { sub: userId })],
      ['another user’s (sub ≠ userId)', userId, other.token],
      [
        'of no employee',
        'no.such.person',
        await signHs256(SECRET, { sub: 'no.such.person', exp: inSeconds(300) }),
      ],
      ['without a userId header', undefined, other.token],
    ] as const;
  };
  const expectedError: Record<string, string> = {
    'forged (another secret)': 'partner.tokenInvalid',
    'alg none': 'partner.tokenInvalid',
    expired: 'partner.tokenExpired',
    'without exp': 'partner.tokenInvalid',
    'another user’s (sub ≠ userId)': 'partner.otherUser',
    'of no employee': 'partner.unknownEmployee',
    'without a userId header': 'partner.otherUser',
  };

  it.each(calls)('%s', async (_name, call) => {
    const answers: unknown[] = [];
    for (const [kind, userId, token] of await badTokens()) {
      const response = await call(partnerClient(server, { userId, token }));
      answers.push([kind, ...refusal(response)]);
    }
    expect(answers).toEqual(Object.entries(expectedError).map(([kind, error]) => [kind, 401, '302', error]));
  });

  it('a bad token is not rescued by a session: the token decides when one is sent', async () => {
    const portal = await signIn(server);
    const userId = mailNameOf(portal.user);
    const expired = await signHs256(SECRET, { sub: userId, exp: inSeconds(-120) });
    const response = await partnerClient(server, { userId, token: expired, cookie: portal.cookie }).get(
      PARTNER.userInfo,
    );
    expect(refusal(response)).toEqual([401, '302', 'partner.tokenExpired']);
  });
});

describe('hostile partner headers', () => {
  it('are refused as not signed in, never a 5xx', async () => {
    const { userId, token } = await partnerUser();
    const [header, payload] = token.split('.');
    const cases: [string | undefined, string][] = [
      [userId, 'x'.repeat(10_000)],
      [userId, '...'],
      [userId, `${header}.${payload}.`],
      [userId, `${header}.${payload}`],
      [userId, 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
      [userId, `${Buffer.from('{"alg":"HS256","crit":["b64"],"b64":false}').toString('base64url')}..x`],
      ['x'.repeat(10_000), token],
      ['a@evil.example', token],
      ['../../etc', token],
      ['%00', token],
    ];
    const statuses = [];
    for (const [sentUserId, sentToken] of cases) {
      const response = await partnerClient(server, { userId: sentUserId, token: sentToken }).get(
        PARTNER.userInfo,
      );
      statuses.push([response.statusCode, (response.json() as { code: unknown }).code]);
    }
    expect(statuses).toEqual(cases.map(() => [401, '302']));
  });
});

describe('partner calls without a token (back from sign-on)', () => {
  it('answer for the portal session when it is the page’s user, and refuse another’s session', async () => {
    const portal = await signIn(server);
    const own = partnerClient(server, { userId: mailNameOf(portal.user), cookie: portal.cookie });
    expect(envelope<PartnerUserInfo>(await own.get(PARTNER.userInfo)).data.email).toBe(portal.user.email);

    const someoneElse = partnerClient(server, { userId: 'li.na', cookie: portal.cookie });
    expect(refusal(await someoneElse.get(PARTNER.userInfo))).toEqual([401, '302', 'partner.otherUser']);

    const nobody = partnerClient(server, { userId: mailNameOf(portal.user) });
    expect(refusal(await nobody.get(PARTNER.userInfo))).toEqual([401, '302', 'auth.notSignedIn']);
  });
});

describe('sign-on keeps the partner page through the round trip', () => {
  const PAGE = '/#/meetingOrderH5?from=appia&code=x&userId=y';

  it('the sign-on form carries the whole callback and sends the browser back to it', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: `/sso/login?callback=${encodeURIComponent(PAGE)}`,
    });
    expect(page.body).toContain(`name="callback" value="${PAGE.replace(/&/g, '&#38;')}"`);
    const user = await createUser(server.database.db);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: 'test-password', callback: PAGE },
    });
    expect([signedIn.statusCode, signedIn.headers.location]).toEqual([303, PAGE]);
  });

  it.each([
    '//evil.example/#/meetingOrderH5?from=appia&code=x&userId=y',
    'https://evil.example/#/meetingOrderH5?code=x',
    '/\\evil.example/#/meetingOrderH5?code=x',
  ])('a foreign callback %j still goes home instead', async (callback) => {
    const user = await createUser(server.database.db);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: 'test-password', callback },
    });
    expect([signedIn.statusCode, signedIn.headers.location]).toEqual([303, '/']);
  });
});

describe('the partner simulator with a configured secret', () => {
  it('does not exist, even in demo mode: it would sign any user, the administrator too, with that secret', async () => {
    expect(server.app.ctx.config.demoMode).toBe(true);
    const { userId } = await partnerUser();
    for (const url of ['/partner/simulator', `/partner/simulator?userId=${userId}`]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('token=');
    }
  });
});
