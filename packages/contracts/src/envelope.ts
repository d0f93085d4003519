import { z } from 'zod';
import { type ErrorKey, errorKey } from './error-keys.ts';

/** Success means response code 1. */
export const SUCCESS_CODE = 1;
/** Code '302' means "not signed in"; the client goes to sign-on. */
export const NOT_SIGNED_IN_CODE = '302';
/** Every background request carries this marker header. */
export const XHR_HEADER = 'x-requested-with';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';
/** A write carrying this header runs once per user and key; a repeat gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type ErrorCode = string | number;

const code = z.union([z.number(), z.string()]);

/** A successful answer: code 1, a message in the reader's language, and the call's data. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(SUCCESS_CODE), message: z.string(), data });

/** A refusal: its code, a message in the reader's language, no data, and the reason's key. */
export const failureEnvelope = z.object({ code, message: z.string(), data: z.null(), error: errorKey });

/** What every call answers: `error` is present exactly when the call failed. */
export interface Envelope<T> {
  code: ErrorCode;
  message: string;
  data: T;
  error?: ErrorKey;
}

export type FailureEnvelope = z.infer<typeof failureEnvelope>;
