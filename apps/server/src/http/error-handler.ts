import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { translate } from './messages.ts';

/** Every failure leaves as the SPEC §7 envelope with a message in the caller's language and a fitting status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: translate(error.messageKey, language, error.params), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const key = status >= 500 ? 'server.error' : 'request.invalid';
    return reply
      .status(status)
      .send({ code: status, message: translate(key, language, { field: error.message }), data: null });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: 404, message: translate('request.notFound', requestLanguage(request)), data: null }),
  );
}
