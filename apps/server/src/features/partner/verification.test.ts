import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOCK_TOLERANCE_SECONDS,
  partnerKeysOf,
  TOKEN_MAX_LENGTH,
  verifyPartnerToken,
} from './verification.ts';

const SECRET = 'a-partner-secret-of-thirty-two-characters!';
const secretKeys = partnerKeysOf({ secret: SECRET, jwksUrl: null });
const now = new Date('2026-11-24T06:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const hs256 = (claims: { sub?: string; exp?: number }, secret = SECRET) => {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(seconds(now));
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
};

describe('HS256 partner tokens', () => {
  it('verify with the shared secret and answer the subject', async () => {
    const token = await hs256({ sub: 'wei.zhang', exp: seconds(now) + 600 });
    expect(await verifyPartnerToken(secretKeys, token, now)).toEqual({
      kind: 'verified',
      subject: 'wei.zhang',
    });
  });

  type Case = [string, () => Promise<string>, string];
  it.each<Case>([
    ['an empty token', async () => '', 'partner.tokenInvalid'],
    [
      'another secret',
      () => hs256({ sub: 'a', exp: seconds(now) + 600 }, `${SECRET}x`),
      'partner.tokenInvalid',
    ],
    ['no exp', () => hs256({ sub: 'a' }), 'partner.tokenInvalid'],
    ['no sub', () => hs256({ exp: seconds(now) + 600 }), 'partner.tokenInvalid'],
    ['an empty sub', () => hs256({ sub: '', exp: seconds(now) + 600 }), 'partner.tokenInvalid'],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({})
          .setSubject('a')
          .setExpirationTime(seconds(now) + 600)
          .encode(),
      'partner.tokenInvalid',
    ],
    ['garbage', async () => 'not.a.jwt', 'partner.tokenInvalid'],
    ['a huge header', async () => 'a'.repeat(TOKEN_MAX_LENGTH + 1), 'partner.tokenInvalid'],
    [
      'an expiry past the tolerance',
      () => hs256({ sub: 'a', exp: seconds(now) - CLOCK_TOLERANCE_SECONDS - 1 }),
      'partner.tokenExpired',
    ],
  ])('refuse %s', async (_name, make, reason) => {
    expect(await verifyPartnerToken(secretKeys, await make(), now)).toEqual({ kind: 'refused', reason });
  });

  it('refuse a signature changed after signing (a forged payload)', async () => {
    const token = await hs256({ sub: 'wei.zhang', exp: seconds(now) + 600 });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'li.na', exp: seconds(now) + 600 })).toString(
      'base64url',
    );
    expect(await verifyPartnerToken(secretKeys, `${header}.${forged}.${signature}`, now)).toEqual({
      kind: 'refused',
      reason: 'partner.tokenInvalid',
    });
  });

  it('accept an expiry within the clock tolerance (the two clocks disagree a little)', async () => {
    const token = await hs256({ sub: 'a', exp: seconds(now) - CLOCK_TOLERANCE_SECONDS + 2 });
    expect((await verifyPartnerToken(secretKeys, token, now)).kind).toBe('verified');
  });

  it('check iss and aud when the portal is configured to expect them', async () => {
    const bound = partnerKeysOf({
      secret: SECRET,
      jwksUrl: null,
      issuer: 'https://appia.example',
      audience: 'portal',
    });
    const sign = (issuer: string | null, audience: string | null) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('a')
        .setExpirationTime(seconds(now) + 600);
      if (issuer) jwt.setIssuer(issuer);
      if (audience) jwt.setAudience(audience);
      return jwt.sign(new TextEncoder().encode(SECRET));
    };
    const kinds = [];
    for (const [issuer, audience] of [
      ['https://appia.example', 'portal'],
      ['https://appia.example', 'another-service'],
      ['https://appia.example', null],
      ['https://elsewhere.example', 'portal'],
      [null, 'portal'],
    ] as const) {
      kinds.push((await verifyPartnerToken(bound, await sign(issuer, audience), now)).kind);
    }
    expect(kinds).toEqual(['verified', 'refused', 'refused', 'refused', 'refused']);
  });

  it('refuse an RS256 token where HS256 is configured', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('a')
      .setExpirationTime(seconds(now) + 600)
      .sign(privateKey);
    expect(await verifyPartnerToken(secretKeys, token, now)).toEqual({
      kind: 'refused',
      reason: 'partner.tokenInvalid',
    });
  });
});

describe('partner keys from a JWKS address', () => {
  let server: Server;
  let keySet: unknown = { keys: [] };
  let status = 200;
  let fetches = 0;
  let url: URL;
  let es256: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    es256 = pair.privateKey;
    keySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
    server = createServer((_request, response) => {
      fetches++;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(keySet));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const es256Token = (kid: string, sub = 'wei.zhang', key = es256) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(sub)
      .setExpirationTime(seconds(now) + 600)
      .sign(key);

  it('verify ES256 with the published key, fetching the key set once for many tokens', async () => {
    const keys = partnerKeysOf({ secret: null, jwksUrl: url });
    fetches = 0;
    for (const sub of ['a', 'b', 'c']) {
      expect(await verifyPartnerToken(keys, await es256Token('k1', sub), now)).toEqual({
        kind: 'verified',
        subject: sub,
      });
    }
    expect(fetches).toBe(1);
  });

  it('refuse a token of an unknown key, and an HS256 token whatever its secret', async () => {
    const keys = partnerKeysOf({ secret: null, jwksUrl: url });
    const stranger = (await generateKeyPair('ES256')).privateKey;
    expect(await verifyPartnerToken(keys, await es256Token('k1', 'a', stranger), now)).toEqual({
      kind: 'refused',
      reason: 'partner.tokenInvalid',
    });
    expect(await verifyPartnerToken(keys, await es256Token('k9'), now)).toEqual({
      kind: 'refused',
      reason: 'partner.tokenInvalid',
    });
    expect(await verifyPartnerToken(keys, await hs256({ sub: 'a', exp: seconds(now) + 600 }), now)).toEqual({
      kind: 'refused',
      reason: 'partner.tokenInvalid',
    });
  });

  it('say the keys are unavailable (not that the token is bad) when the address fails', async () => {
    status = 500;
    try {
      const keys = partnerKeysOf({ secret: null, jwksUrl: url });
      expect(await verifyPartnerToken(keys, await es256Token('k1'), now)).toMatchObject({
        kind: 'refused',
        reason: 'partner.keysUnavailable',
      });
    } finally {
      status = 200;
    }
    const closed = partnerKeysOf({ secret: null, jwksUrl: new URL('http://127.0.0.1:9/jwks.json') });
    expect(await verifyPartnerToken(closed, await es256Token('k1'), now)).toMatchObject({
      kind: 'refused',
      reason: 'partner.keysUnavailable',
    });
  });
});
