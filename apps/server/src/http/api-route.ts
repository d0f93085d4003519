import {
  changesState,
  type RouteAnswer,
  type RouteName,
  routeKinds,
  routes,
  SUCCESS_CODE,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AccessOf, admittedCaller } from './access.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { type MessageKey, translate } from './messages.ts';
import { parseInput } from './parse-input.ts';
import { idempotencyKey, requestFingerprint } from './replay.ts';
import type { SessionUser } from './session-user.ts';

type Parsed<R, K extends 'query' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface ApiContext<N extends RouteName> {
  query: Parsed<(typeof routes)[N], 'query'>;
  body: Parsed<(typeof routes)[N], 'body'>;
  user: SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiRouteOptions<N extends RouteName> {
  access: AccessOf<N>;
  /** Message shown with a success (e.g. 会议室取消成功); defaults to a neutral one. */
  successMessage?: MessageKey;
  handler: (context: ApiContext<N>) => Promise<RouteAnswer<N>>;
}

/**
 * Registers one contract call: the XHR marker and the caller are checked first, a write is counted
 * toward the caller's writes per minute (before a multipart body is read), then the query and body
 * are validated with the contract's zod schemas, then the answer goes out in the envelope. A write
 * sent with an Idempotency-Key runs once for that key; a repeat gets the first answer's data.
 */
export function apiRoute<N extends RouteName>(app: FastifyInstance, name: N, options: ApiRouteOptions<N>) {
  const route = routes[name];
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      if (request.headers[XHR_HEADER] !== XHR_HEADER_VALUE) throw new AppError('auth.xhrRequired', 403);
      const user = await admittedCaller(request, options.access);
      if (routeKinds[name] === 'write') app.countWrite(user.id, reply);
      const query = 'query' in route ? parseInput(route.query, request.query) : undefined;
      const body = 'body' in route ? parseInput(route.body, request.body) : undefined;
      const write = () => options.handler({ query, body, user, request, reply } as ApiContext<N>);
      // A multipart body is not read yet, so it cannot be fingerprinted: uploads are not replayed.
      const key = changesState(name) && !('multipart' in route) ? idempotencyKey(request) : undefined;
      const data = key
        ? await app.writeReplay.once(user.id, key, requestFingerprint(name, request), write)
        : await write();
      const language = requestLanguage(request);
      return reply.send({
        code: SUCCESS_CODE,
        message: translate(options.successMessage ?? 'ok', language),
        data,
      });
    },
  });
}
