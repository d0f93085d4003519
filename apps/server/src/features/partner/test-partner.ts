import {
  PARTNER_TOKEN_HEADER,
  PARTNER_USER_ID_HEADER,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { envelope, type TestServer } from '../../../test/support.ts';

/** The partner app's call paths, by their portal twins. */
export const PARTNER = {
  userInfo: '/appia/getUserInfo',
  roomList: '/appia/meeting/room/list',
  myBookings: '/appia/meeting/room/my/book/list',
  cancel: '/appia/meeting/room/cancel/my/book',
  employees: '/portalApi/appia/hrm/getEmployeesByEmailArray',
} as const;

/** The partner userId of a factory user (`user.<hex>@example.com`): the part before the @. */
export const mailNameOf = (user: { email: string }) => user.email.split('@')[0] as string;

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** An HS256 token as the partner signs it; leave a claim out with `undefined`. */
export function signHs256(secret: string, claims: { sub?: string; exp?: number }) {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

export interface PartnerHeaders {
  userId?: string;
  token?: string;
  cookie?: string;
  xhr?: boolean;
}

/**
 * Calls as the partner pages make them: the XHR marker plus the userId and token headers, no
 * session unless a cookie is given. Every JSON answer is held to the contract.
 */
export function partnerClient(server: TestServer, sent: PartnerHeaders) {
  const headers: Record<string, string> = {};
  if (sent.xhr !== false) headers[XHR_HEADER] = XHR_HEADER_VALUE;
  if (sent.userId !== undefined) headers[PARTNER_USER_ID_HEADER] = sent.userId;
  if (sent.token !== undefined) headers[PARTNER_TOKEN_HEADER] = sent.token;
  if (sent.cookie !== undefined) headers.cookie = sent.cookie;
  const checked = (response: LightMyRequestResponse) => {
    if (String(response.headers['content-type']).startsWith('application/json')) envelope(response);
    return response;
  };
  const caughtUp = () => server.app.ctx.changes.caughtUp(server.database.db);
  return {
    async get(url: string, query?: Record<string, string | number>) {
      await caughtUp();
      const strings = query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      return checked(await server.app.inject({ method: 'GET', url, headers, query: strings }));
    },
    async post(url: string, body: unknown) {
      await caughtUp();
      return checked(await server.app.inject({ method: 'POST', url, headers, payload: body as object }));
    },
  };
}
