import { type RouteName, routes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../features/auth/index.ts';
import { tooManyRequests } from './errors.ts';

/**
 * The calls that write on a user's behalf: comments, bookings (through meetings), uploads,
 * feedback answers and new review reports. The count is kept per user but not per call, so it never says which call a
 * user made (an anonymous feedback answer stays unlinked).
 */
export const LIMITED_WRITES: readonly RouteName[] = [
  'commentsInsert',
  'createMeeting',
  'uploadFile',
  'formSubmit',
  'reviewCreate',
];

const WINDOW_MS = 60_000;

/**
 * Counts each signed-in user's writes over the last minute and refuses more than `perMinute` with
 * a 429 naming the limit and when to try again (Retry-After too). Counting happens before the body
 * is read, so a refused upload never streams its file. The count lives in this server's memory:
 * behind a load balancer each server allows `perMinute`, which still bounds a runaway script.
 * `perMinute` 0 turns the limit off.
 */
export function limitWritesPerUser(app: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) return;
  const limited = new Set(LIMITED_WRITES.map((name) => `${routes[name].method} ${routes[name].path}`));
  const recent = new Map<number, number[]>();

  // Users who stopped writing are forgotten, so the map holds only the last minute's writers.
  const sweep = setInterval(() => {
    const since = Date.now() - WINDOW_MS;
    for (const [userId, times] of recent) if ((times.at(-1) ?? 0) <= since) recent.delete(userId);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.addHook('preHandler', async (request, reply) => {
    if (!limited.has(`${request.method} ${request.routeOptions.url}`)) return;
    const user = await authenticate(request);
    if (!user) return; // the route itself answers "not signed in"
    const now = Date.now();
    const times = (recent.get(user.id) ?? []).filter((time) => time > now - WINDOW_MS);
    if (times.length >= perMinute) {
      const seconds = Math.max(1, Math.ceil(((times[0] ?? now) + WINDOW_MS - now) / 1000));
      recent.set(user.id, times);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests('request.tooManyWrites', { limit: perMinute, seconds });
    }
    times.push(now);
    recent.set(user.id, times);
  });
}
