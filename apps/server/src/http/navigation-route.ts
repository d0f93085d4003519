import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { admittedCaller, type NavigationAccess, signedInUser } from './access.ts';
import type { MessageParams } from './messages.ts';
import { parseInput } from './parse-input.ts';
import type { SessionUser } from './session-user.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type CallerOf<A extends NavigationAccess> = A extends { anyone: true } ? SessionUser | null : SessionUser;

export interface NavigationContext<A extends NavigationAccess, Q, P> {
  query: Parsed<Q>;
  params: Parsed<P>;
  user: CallerOf<A>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a navigation does to the portal's state, as the contract's route kinds say for calls: a
 * navigation that writes is counted toward the caller's writes per minute, or says why not.
 */
export type NavigationWrite = 'limited' | { exempt: string };

/** A POST navigation changes something, so it must say how it is limited. */
type NavigationMethod =
  | { method?: 'GET'; write?: NavigationWrite }
  | { method: 'POST'; write: NavigationWrite };

export type NavigationRouteOptions<A extends NavigationAccess, Q, P> = NavigationMethod & {
  /** A page, download or redirect path; `:name` segments are read through `params`. */
  path: string;
  access: A;
  query?: Q;
  params?: P;
  /** Fills placeholders of the schemas' messages (e.g. the most files a zip may hold). */
  messageParams?: MessageParams;
  /** A per-client limit (@fastify/rate-limit, registered in app.ts with `global: false`). */
  rateLimit?: RateLimitOptions;
  /** Sends the page, the bytes or the redirect itself: there is no envelope. */
  handler: (context: NavigationContext<A, Q, P>) => Promise<FastifyReply>;
};

/**
 * Registers something the browser navigates to (a page, a download, a redirect) rather than calls
 * in the background: no XHR marker, no envelope; the same access check and the same zod parsing as
 * apiRoute. A refusal still answers with the error envelope and its HTTP status.
 */
export function navigationRoute<
  A extends NavigationAccess,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, options: NavigationRouteOptions<A, Q, P>) {
  app.route({
    method: options.method ?? 'GET',
    url: options.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (request, reply) => {
      const { access, messageParams } = options;
      const user = 'anyone' in access ? await signedInUser(request) : await admittedCaller(request, access);
      if (options.write === 'limited' && user) app.countWrite(user.id, reply);
      const query = options.query ? parseInput(options.query, request.query, messageParams) : undefined;
      const params = options.params ? parseInput(options.params, request.params, messageParams) : undefined;
      return options.handler({ query, params, user, request, reply } as NavigationContext<A, Q, P>);
    },
  });
}
