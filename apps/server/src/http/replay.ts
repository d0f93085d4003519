import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, type RouteName } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Runs a write at most once per user and key, answering repeats with the first answer's data. */
export interface WriteReplay {
  once(userId: number, key: string, fingerprint: string, write: () => Promise<unknown>): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    writeReplay: WriteReplay;
  }
}

const KEY_FORMAT = /^[\w.:-]{1,100}$/;

/** The request's Idempotency-Key, if it sent one; 400 for one that is malformed. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_FORMAT.test(key))
    throw new AppError('request.idempotencyKeyInvalid', 400);
  return key;
}

/** What a request asks, so a key reused for another request is recognised. */
export function requestFingerprint(name: RouteName, request: FastifyRequest): string {
  const asked = JSON.stringify([name, request.query ?? null, request.body ?? null]);
  return createHash('sha256').update(asked).digest('base64url');
}
