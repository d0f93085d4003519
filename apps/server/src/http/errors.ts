import type { MessageKey, MessageParams } from './messages.ts';

/** An error the user should read: a message key, its parameters and the HTTP status that fits. */
export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly code: string | number = status,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(key, 400, params);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(key, 403);
export const notFound = (key: MessageKey = 'request.notFound') => new AppError(key, 404);
export const conflict = (key: MessageKey) => new AppError(key, 409);
export const tooManyRequests = (key: MessageKey, params?: MessageParams) => new AppError(key, 429, params);
