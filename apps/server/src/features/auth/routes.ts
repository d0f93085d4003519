import { type Language, navigations } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { translate } from '../../http/messages.ts';
import { safeCallback } from './callback.ts';
import { passwordMatches } from './password.ts';
import { endSession, startSession } from './session.ts';
import { clearFailures, recordFailure, remainingWaitMs } from './sign-in-throttle.ts';
import { renderSignOnPage } from './sign-on-page.ts';

const DEMO_ACCOUNTS_SHOWN = 6;

interface SignOnForm {
  username?: string;
  password?: string;
  callback?: string;
  language?: string;
}

const pageLanguage = (request: FastifyRequest, explicit: unknown): Language =>
  explicit === 'en' || explicit === 'zh' ? explicit : requestLanguage(request);

/**
 * The built-in sign-on (the embedded default). An OIDC provider plugs in beside it by registering
 * its own GET /sso/login that redirects to the identity provider and a callback that calls startSession.
 */
export async function builtInSignOnRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  const demoAccounts = async () =>
    config.demoMode
      ? db
          .select({ email: users.email, name: users.name })
          .from(users)
          .orderBy(asc(users.id))
          .limit(DEMO_ACCOUNTS_SHOWN)
      : [];

  app.get<{ Querystring: { callback?: string; language?: string } }>(
    navigations.signOnPage,
    async (request, reply) => {
      const html = renderSignOnPage({
        language: pageLanguage(request, request.query.language),
        callback: safeCallback(request.query.callback),
        username: '',
        error: null,
        demoAccounts: await demoAccounts(),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post<{ Body: SignOnForm }>(navigations.signOnPage, async (request, reply) => {
    const form = request.body ?? {};
    const language = pageLanguage(request, form.language);
    const email = String(form.username ?? '')
      .trim()
      .toLowerCase();
    const callback = safeCallback(form.callback);
    const fail = async (error: string, status: number) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(
          renderSignOnPage({
            language,
            callback,
            username: email,
            error,
            demoAccounts: await demoAccounts(),
          }),
        );

    const attempt = { email, client: request.ip };
    const waitMs = await remainingWaitMs(db, attempt);
    if (waitMs > 0) {
      return fail(translate('signIn.tooManyAttempts', language, { seconds: Math.ceil(waitMs / 1000) }), 429);
    }
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const valid = user ? await passwordMatches(user, String(form.password ?? ''), config) : false;
    if (!user || !valid) {
      await recordFailure(db, attempt);
      return fail(translate('signIn.wrongPassword', language), 401);
    }
    await clearFailures(db, attempt);
    await startSession(request, reply, user.id);
    return reply.redirect(callback, 303);
  });

  // SPEC §7: a navigation, not a background request; it ends the session and returns to sign-on.
  app.get(navigations.logout, async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect(navigations.signOnPage, 303);
  });
}
