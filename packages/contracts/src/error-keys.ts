import { z } from 'zod';
import { type FeatureExports, featureExports } from './feature-exports.ts';

/** Reasons any call can be refused, whatever its feature: sign-in, the request itself, dates and times. */
export const CORE_ERROR_KEYS = [
  'auth.notSignedIn',
  'auth.xhrRequired',
  'auth.forbidden',
  'server.error',
  'request.invalid',
  'request.badJson',
  'request.notFound',
  'request.tooLarge',
  'request.unsupportedType',
  'request.tooManyRequests',
  'request.nulByte',
  'request.idRange',
  'request.tooManyWrites',
  'request.idempotencyKeyInvalid',
  'request.idempotencyKeyReused',
  'request.idempotencyPending',
  'time.format',
  'date.format',
  'time.endAfterStart',
] as const;
export type CoreErrorKey = (typeof CORE_ERROR_KEYS)[number];

/**
 * Every reason a call can be refused, as a stable key: the core ones and each feature's
 * `<FEATURE>_ERROR_KEYS`. A failed answer carries it in `error` so that clients branch on the
 * reason, never on the translated `message` (which follows the reader's language). The contract's
 * own zod schemas use these keys as their issue messages, so a validation failure names its reason
 * the same way. The server holds the zh/en sentence for each.
 */
export type ErrorKey = CoreErrorKey | FeatureExports<'_ERROR_KEYS'>[number];
export const ERROR_KEYS: readonly ErrorKey[] = [...CORE_ERROR_KEYS, ...featureExports('_ERROR_KEYS').flat()];

const errorKeySet: ReadonlySet<string> = new Set(ERROR_KEYS);
export const isErrorKey = (key: string): key is ErrorKey => errorKeySet.has(key);

export const errorKey = z.enum(ERROR_KEYS);
