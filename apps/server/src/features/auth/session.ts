import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { type AuthService, createAuthService } from './service.ts';

export const SESSION_COOKIE = 'portal_session';

const services = new WeakMap<AppContext, AuthService>();

/** The auth service of this server, built once per AppContext: every request shares its session cache. */
export function authServiceOf(ctx: AppContext): AuthService {
  let service = services.get(ctx);
  if (!service) {
    service = createAuthService(ctx);
    services.set(ctx, service);
  }
  return service;
}

/** The signed-in user of this request, or null; asked once per request. */
export async function authenticate(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = request.cookies[SESSION_COOKIE];
  request.sessionUser = token ? await authServiceOf(request.server.ctx).userOfSession(token) : null;
  return request.sessionUser;
}

/**
 * HttpOnly, SameSite=Lax, and Secure whenever the browser reached us over https — behind a TLS proxy
 * that is known only when TRUST_PROXY lets X-Forwarded-Proto speak.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Ends this request's session (if any) and clears the cookie; answers the provider's ID token. */
export async function endRequestSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  const ended = token ? await authServiceOf(request.server.ctx).endSession(token) : { idToken: null };
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return ended;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}
