import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../../db/schema.ts';

export const SESSION_COOKIE = 'portal_session';
/** Refresh last_seen_at at most this often: one write a minute per user, not one per request. */
const TOUCH_AFTER_MS = 60_000;

export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The signed-in user of this request, or null. Sessions live in the database so servers can share them. */
export async function authenticate(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = request.cookies[SESSION_COOKIE];
  request.sessionUser = token ? await findSessionUser(request, hashToken(token)) : null;
  return request.sessionUser;
}

async function findSessionUser(request: FastifyRequest, sessionId: string): Promise<SessionUser | null> {
  const { db, config } = request.server.ctx;
  const idleLimit = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.lastSeenAt, idleLimit)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }
  return row.user;
}

export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = randomBytes(32).toString('base64url');
  await request.server.ctx.db.insert(sessions).values({ id: hashToken(token), userId });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await request.server.ctx.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}
