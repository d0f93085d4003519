import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartnerUserInfo } from '@portal/contracts';
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.ts';
import { envelope, useTestServer } from '../../../test/support.ts';
import type { PartnerConfig } from '../../config.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { inSeconds, mailNameOf, PARTNER, partnerClient } from './test-partner.ts';

// The partner publishes its RS256 public keys at a JWKS address: a real HTTP server on loopback,
// started before the portal is built (the portal reads the address from its configuration).
let keyServer: Server;
let fetches = 0;
const partner: PartnerConfig = {
  secret: null,
  jwksUrl: null,
  mailDomain: 'example.com',
  issuer: 'https://appia.example',
  audience: 'staff-portal',
};
let signingKey: CryptoKey;
let publicPem: string;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  publicPem = await exportSPKI(publicKey);
  const keySet = {
    keys: [{ ...(await exportJWK(publicKey)), kid: 'partner-2026', alg: 'RS256', use: 'sig' }],
  };
  keyServer = createServer((request, response) => {
    fetches++;
    if (request.url !== '/.well-known/jwks.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/jwk-set+json' }).end(JSON.stringify(keySet));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  partner.jwksUrl = new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`);
});
afterAll(() => new Promise<void>((resolve) => keyServer.close(() => resolve())));

// Production: no demo mode, keys from the partner's JWKS address only.
const server = useTestServer({ demoMode: false, partner });
const { at, wholeDay } = companyTimes(server);

const rs256 = (
  claims: { sub: string; exp?: number; aud?: string },
  key: CryptoKey = signingKey,
  kid = 'partner-2026',
) => {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(claims.sub)
    .setIssuer('https://appia.example')
    .setAudience(claims.aud ?? 'staff-portal');
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(key);
};

describe('partner calls with RS256 tokens checked against the partner’s JWKS', () => {
  it('every call answers for the token’s employee, the key set fetched once', async () => {
    const db = server.database.db;
    const user = await createUser(db);
    const userId = mailNameOf(user);
    const client = partnerClient(server, {
      userId,
      token: await rs256({ sub: userId, exp: inSeconds(300) }),
    });
    const room = await createRoom(db);
    const booking = await createBooking(db, {
      roomId: room.id,
      userId: user.id,
      startsAt: at(1, '14:00'),
      endsAt: at(1, '15:00'),
    });
    fetches = 0;

    expect(envelope<PartnerUserInfo>(await client.get(PARTNER.userInfo)).data).toEqual({
      email: user.email,
      name: user.name,
    });
    const rooms = envelope<{ id: number }[]>(await client.post(PARTNER.roomList, wholeDay(1))).data;
    expect(rooms.map((item) => item.id)).toContain(room.id);
    const mine = envelope<{ id: number }[]>(await client.get(PARTNER.myBookings, { email: user.email })).data;
    expect(mine.map((item) => item.id)).toEqual([booking.id]);
    const looked = envelope<{ email: string }[]>(await client.post(PARTNER.employees, [user.email])).data;
    expect(looked.map((item) => item.email)).toEqual([user.email]);
    const cancelled = await client.get(PARTNER.cancel, { id: booking.id });
    expect(envelope(cancelled)).toEqual({ code: 1, message: '会议室取消成功', data: null });
    expect(fetches).toBe(1);
  });

  it('refuses with code 302 a forged, unsigned, expired, exp-less, HS256-confused or foreign-audience token', async () => {
    const user = await createUser(server.database.db);
    const userId = mailNameOf(user);
    const stranger = (await generateKeyPair('RS256')).privateKey;
    const tokens = {
      forged: await rs256({ sub: userId, exp: inSeconds(300) }, stranger),
      'unknown key id': await rs256({ sub: userId, exp: inSeconds(300) }, stranger, 'other-kid'),
      'alg none': new UnsecuredJWT({}).setSubject(userId).setExpirationTime(inSeconds(300)).encode(),
      expired: await rs256({ sub: userId, exp: inSeconds(-120) }),
      'without exp': await rs256({ sub: userId }),
      // The classic confusion: HS256 "signed" with the partner's public key as the secret.
      'HS256 with the public key': await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: 'partner-2026' })
        .setSubject(userId)
        .setExpirationTime(inSeconds(300))
        .sign(new TextEncoder().encode(publicPem)),
      'another user’s': await rs256({ sub: 'li.na', exp: inSeconds(300) }),
      'for another service (aud)': await rs256({ sub: userId, exp: inSeconds(300), aud: 'mail-archive' }),
    };
    const answers: Record<string, unknown> = {};
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await partnerClient(server, { userId, token }).get(PARTNER.userInfo);
      const body = response.json() as { code: unknown; error: string };
      answers[kind] = [response.statusCode, body.code, body.error];
    }
    expect(answers).toEqual({
      forged: [401, '302', 'partner.tokenInvalid'],
      'unknown key id': [401, '302', 'partner.tokenInvalid'],
      'alg none': [401, '302', 'partner.tokenInvalid'],
      expired: [401, '302', 'partner.tokenExpired'],
      'without exp': [401, '302', 'partner.tokenInvalid'],
      'HS256 with the public key': [401, '302', 'partner.tokenInvalid'],
      'another user’s': [401, '302', 'partner.otherUser'],
      'for another service (aud)': [401, '302', 'partner.tokenInvalid'],
    });
  });
});

describe('outside demo mode', () => {
  it('there is no simulator', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/partner/simulator?userId=a' });
    expect(response.statusCode).toBe(404);
  });
});
