import type { ErrorKey, FailureEnvelope } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { type MessageParams, translate } from './messages.ts';

/** What the framework and its plugins throw: parsers, body limits, multipart, rate limits. */
interface FrameworkError {
  statusCode?: number;
  code?: string;
  message?: string;
}

const JSON_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** The reason behind a refusal the framework raised before any route of ours ran. */
function frameworkErrorKey(error: FrameworkError, status: number): ErrorKey {
  if (status >= 500) return 'server.error';
  if ((error.code && JSON_BODY_CODES.has(error.code)) || error instanceof SyntaxError)
    return 'request.badJson';
  switch (status) {
    case 401:
      return 'auth.notSignedIn';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'request.notFound';
    case 406:
    case 415:
      return 'request.unsupportedType';
    case 413:
      return 'request.tooLarge';
    case 429:
      return 'request.tooManyRequests';
    default:
      return 'request.invalid';
  }
}

/** Sends a refusal in the envelope: a code, the message in the caller's language, no data, its key. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: { status: number; key: ErrorKey; params?: MessageParams; code?: string | number },
) {
  const body: FailureEnvelope = {
    code: failure.code ?? failure.status,
    message: translate(failure.key, requestLanguage(request), failure.params),
    data: null,
    error: failure.key,
  };
  return reply.status(failure.status).send(body);
}

/**
 * Every failure leaves as the envelope `{ code, message, data: null, error }`: a fitting status, a
 * message in the caller's language and the reason's key, never a framework's own body.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FrameworkError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { status, messageKey: key, params, code } = error;
      return sendFailure(request, reply, { status, key, params, code });
    }
    const thrown = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const status = thrown >= 400 && thrown < 600 ? thrown : 500;
    if (status >= 500) request.log.error(error);
    const key = frameworkErrorKey(error, status);
    return sendFailure(request, reply, { status, key, params: { field: error.message ?? '-' } });
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, { status: 404, key: 'request.notFound' }),
  );
}
