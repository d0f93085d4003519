import { NOT_SIGNED_IN_CODE, type PartnerCall, type RouteName } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Who may call a route, stated on the route itself in one line: any signed-in employee, one holding
 * a role, the partner app's user (a verified partner token, else a portal session: the partner
 * calls), or (navigations only: the sign-on pages) anyone at all.
 */
export type Access = { signedIn: true } | { role: 'admin' } | { partner: true };
export type NavigationAccess = Access | { anyone: true };

export const signedIn = { signedIn: true } as const satisfies Access;
export const requireRole = (role: 'admin') => ({ role }) as const satisfies Access;
export const partnerOrSession = { partner: true } as const satisfies Access;
export const anyone = { anyone: true } as const satisfies NavigationAccess;

/**
 * The access a call may state: the partner calls (the contracts' PARTNER_CALLS, one list for the
 * server and the pages) take the partner check, and no other call does.
 */
export type AccessOf<N extends RouteName> = N extends PartnerCall
  ? typeof partnerOrSession
  : Exclude<Access, typeof partnerOrSession>;

/**
 * Where http learns who is calling. Sessions are the sign-on feature's, partner tokens the partner
 * feature's; app.ts hands both over as it builds the server, so http knows no feature.
 */
export interface Callers {
  /** The employee signed in with this request's portal session, or null. */
  session(request: FastifyRequest): Promise<SessionUser | null>;
  /** The employee a partner call speaks for, or a refusal (401 code '302', 503). */
  partner(request: FastifyRequest): Promise<SessionUser>;
}

declare module 'fastify' {
  interface FastifyInstance {
    callers: Callers;
  }
}

/** The signed-in employee of this request, or null: what a page anyone may open knows of its visitor. */
export const signedInUser = (request: FastifyRequest) => request.server.callers.session(request);

/** The caller a route's access line admits: 401 (code '302', back to sign-on) or 403 otherwise. */
export async function admittedCaller(request: FastifyRequest, access: Access): Promise<SessionUser> {
  if ('partner' in access) return request.server.callers.partner(request);
  const user = await signedInUser(request);
  if (!user) throw new AppError('auth.notSignedIn', 401, {}, NOT_SIGNED_IN_CODE);
  if ('role' in access && !user.roles.includes(access.role)) throw forbidden();
  return user;
}
