import type { FastifyInstance } from 'fastify';

/**
 * Per-request logging at info level cost about a tenth of the room list's throughput and wrote
 * gigabytes in one benchmark, so Fastify's request lines are off (app.ts) and only what someone
 * must look at is logged: slow answers (warn) and server failures (error; the error handler logs
 * the error itself with its stack).
 */
export function logSlowAndFailedRequests(app: FastifyInstance, slowRequestMs: number) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode < 500 && ms < slowRequestMs) return;
    const line = {
      method: request.method,
      url: request.routeOptions.url ?? request.url,
      statusCode: reply.statusCode,
      ms: Math.round(ms),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else request.log.warn(line, 'slow request');
  });
}
