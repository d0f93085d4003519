import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooManyRequests } from './errors.ts';

const WINDOW_MS = 60_000;

/** Counts one write of a user's, refusing it (429) past the limit. */
export type CountWrite = (userId: number, reply: FastifyReply) => void;

declare module 'fastify' {
  interface FastifyInstance {
    countWrite: CountWrite;
  }
}

/**
 * Counts each caller's writes (every `write` of the contract's route kinds, whoever calls: a
 * session or the partner token) over the last minute and refuses more than `perMinute` with a 429
 * naming the limit and when to try again (Retry-After too). apiRoute (and navigationRoute for a
 * navigation that writes) counts once the caller is admitted and before the body is used, so a
 * refused upload never streams its file. The count is
 * kept per user, not per call, so it never says which call a user made (an anonymous feedback
 * answer stays unlinked). It lives in this server's memory: behind a load balancer each server
 * allows `perMinute`, which still bounds a runaway script. `perMinute` 0 turns the limit off.
 */
export function limitWritesPerUser(app: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) {
    app.decorate('countWrite', (() => {}) satisfies CountWrite);
    return;
  }
  const recent = new Map<number, number[]>();
  app.decorate('countWrite', ((userId, reply) => {
    const now = Date.now();
    const times = (recent.get(userId) ?? []).filter((time) => time > now - WINDOW_MS);
    recent.set(userId, times);
    if (times.length >= perMinute) {
      const seconds = Math.max(1, Math.ceil(((times[0] ?? now) + WINDOW_MS - now) / 1000));
      reply.header('retry-after', String(seconds));
      throw tooManyRequests('request.tooManyWrites', { limit: perMinute, seconds });
    }
    times.push(now);
  }) satisfies CountWrite);

  // Users who stopped writing are forgotten, so the map holds only the last minute's writers.
  const sweep = setInterval(() => {
    const since = Date.now() - WINDOW_MS;
    for (const [userId, times] of recent) if ((times.at(-1) ?? 0) <= since) recent.delete(userId);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
