import type { z } from 'zod';

/**
 * One background call: where it lives, what it takes and what its envelope's `data` holds.
 * `query` and `body` are the zod schemas the server validates with and the client is typed by.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data body, validated by the route itself (files cannot be a zod schema). */
  multipart?: true;
  answer: z.ZodType;
}

/** Declares one route, keeping its literal types (path, method, schemas). */
export const define = <const R extends RouteDefinition>(route: R) => route;
