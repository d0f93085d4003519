import type { ErrorKey } from '@portal/contracts';
import type { MessageParams } from './messages.ts';

/**
 * A refusal the user should read: its reason (the contract's ErrorKey, sent as the envelope's
 * `error` and translated into `message`), the message's parameters and the HTTP status that fits.
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: ErrorKey,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly code: string | number = status,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: ErrorKey, params?: MessageParams) => new AppError(key, 400, params);
export const forbidden = (key: ErrorKey = 'auth.forbidden') => new AppError(key, 403);
export const notFound = (key: ErrorKey = 'request.notFound') => new AppError(key, 404);
export const conflict = (key: ErrorKey) => new AppError(key, 409);
export const tooManyRequests = (key: ErrorKey, params?: MessageParams) => new AppError(key, 429, params);
