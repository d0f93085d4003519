import { type Language, navigations, SIGN_ON_LANGUAGE_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyone } from '../../http/access.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { translate } from '../../http/messages.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { listDemoAccounts } from '../people/index.ts';
import { safeCallback } from './callback.ts';
import { expectedAccountOf } from './expected-account.ts';
import { createProviderSignOn } from './oidc.ts';
import { canPostSignIn } from './policy.ts';
import { authenticate, authServiceOf, endRequestSession, setSessionCookie } from './session.ts';
import { type ExpectedAccount, type Notice, renderNoticePage, renderSignOnPage } from './sign-on-page.ts';

const DEMO_ACCOUNTS_SHOWN = 6;
/** The provider sign-on under way in this browser (its id only; the rest waits in the database). */
const ATTEMPT_COOKIE = 'portal_sign_on';

/** The sign-on page never refuses its own query: an odd callback becomes `/`, an odd language the header's. */
const signOnQuery = z.object({
  callback: z.string().optional().catch(undefined),
  language: z.enum(['zh', 'en']).optional().catch(undefined),
  /** `password` shows the company-password form even where a provider is the usual way in. */
  method: z.literal('password').optional().catch(undefined),
});

const chosenLanguage = (value: unknown): Language | undefined =>
  value === 'en' || value === 'zh' ? value : undefined;

/** The sign-on page speaks the language chosen (the switch, or the web app's choice); English by default. */
const pageLanguage = (explicit: unknown): Language => chosenLanguage(explicit) ?? 'en';

/** Our own origin as the browser sees it (behind a proxy: as TRUST_PROXY lets it tell). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/**
 * Sign-on: the company-password form (the embedded default, and where no provider is set up), an
 * OpenID Connect provider when OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET are set, and logout.
 * Every way in ends in the same database session (docs/auth.md).
 */
export async function builtInSignOnRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const auth = authServiceOf(app.ctx);
  const provider = config.oidc ? createProviderSignOn(app.ctx, config.oidc) : null;
  const redirectUri = (request: FastifyRequest) =>
    config.oidc?.redirectUri ?? `${ownOrigin(request)}${navigations.signOnCallback}`;
  const demoAccounts = () =>
    config.demoMode ? listDemoAccounts(db, DEMO_ACCOUNTS_SHOWN) : Promise.resolve([]);
  /**
   * A page that belongs to one employee (a partner page says so: expected-account.ts) accepts only
   * them, so the sign-on page names them (and whoever is signed in instead).
   */
  const expectedAccount = async (
    request: FastifyRequest,
    callback: string,
  ): Promise<ExpectedAccount | null> => {
    const email = expectedAccountOf(app.ctx, callback);
    if (!email) return null;
    const signedIn = (await authenticate(request))?.email ?? null;
    return { email, signedInAs: signedIn && signedIn !== email ? signedIn : null };
  };

  // These routes are pages: a refusal (too many attempts) is a page too, not a JSON envelope.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (!(error instanceof AppError)) throw error;
    const chosen = chosenLanguage((request.body as { language?: unknown } | undefined)?.language);
    const language = pageLanguage(chosen);
    return html(
      reply,
      error.status,
      renderSignOnPage({
        language,
        languageChosen: chosen !== undefined,
        callback: '/',
        username: '',
        error: translate(error.messageKey, language, error.params),
        demoAccounts: [],
        expectedAccount: null,
      }),
    );
  });

  const notice = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    kind: Notice,
    email?: string,
  ) => html(reply, status, renderNoticePage(requestLanguage(request), kind, { email }));

  navigationRoute(app, {
    path: navigations.signOnPage,
    access: anyone,
    query: signOnQuery,
    handler: async ({ query, request, reply }) => {
      const callback = safeCallback(query.callback);
      if (provider && query.method !== 'password') {
        let started: { url: string; attemptId: string };
        try {
          started = await provider.begin(callback, redirectUri(request));
        } catch (error) {
          request.log.warn({ err: error }, 'OpenID provider unreachable');
          return notice(reply, request, 503, 'providerUnavailable');
        }
        reply.setCookie(ATTEMPT_COOKIE, started.attemptId, {
          path: navigations.signOnCallback,
          httpOnly: true,
          // The provider sends the browser back with a top-level GET, which Lax cookies accompany.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 600,
        });
        return reply.redirect(started.url, 303);
      }
      const expected = await expectedAccount(request, callback);
      return html(
        reply,
        200,
        renderSignOnPage({
          language: pageLanguage(query.language),
          languageChosen: query.language !== undefined,
          callback,
          username: expected?.email ?? '',
          error: null,
          demoAccounts: await demoAccounts(),
          expectedAccount: expected,
        }),
      );
    },
  });

  navigationRoute(app, {
    method: 'POST',
    path: navigations.signOnPage,
    access: anyone,
    write: { exempt: 'nobody is signed in yet: attempts are limited per address by the rate limit below' },
    // Every attempt from one address, whatever the account: spraying many accounts slows down too.
    rateLimit: {
      max: config.signInLimitPerMinute,
      timeWindow: 60_000,
      // Counted once the form is read, so the refusal page speaks the form's language.
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) =>
        tooManyRequests('signIn.tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }),
    },
    handler: async ({ request, reply }) => {
      // A form, read leniently: whatever arrives, the answer is the page again, never a 400.
      const form = (request.body ?? {}) as Record<string, unknown>;
      const chosen = chosenLanguage(form.language);
      const language = pageLanguage(chosen);
      const email = String(form.username ?? '')
        .trim()
        .toLowerCase();
      const callback = safeCallback(form.callback);
      const crossSite = !canPostSignIn({
        fetchSite: headerValue(request.headers['sec-fetch-site']),
        origin: headerValue(request.headers.origin),
        ownOrigin: ownOrigin(request),
      });
      if (crossSite) return html(reply, 403, renderNoticePage(language, 'crossSite'));

      const result = await auth.signInWithPassword(
        { email, client: request.ip },
        String(form.password ?? ''),
      );
      if (result.kind !== 'signedIn') {
        const error =
          result.kind === 'tooManyAttempts'
            ? translate('signIn.tooManyAttempts', language, { seconds: result.waitSeconds })
            : translate('signIn.wrongPassword', language);
        const page = renderSignOnPage({
          language,
          languageChosen: chosen !== undefined,
          callback,
          username: email,
          error,
          demoAccounts: await demoAccounts(),
          expectedAccount: await expectedAccount(request, callback),
        });
        return html(reply, result.kind === 'tooManyAttempts' ? 429 : 401, page);
      }
      setSessionCookie(request, reply, await auth.startSession(result.userId));
      // The portal takes over a language chosen here; a page left in its default changes nothing.
      if (chosen)
        reply.setCookie(SIGN_ON_LANGUAGE_COOKIE, chosen, {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 300,
        });
      return reply.redirect(callback, 303);
    },
  });

  if (provider) {
    navigationRoute(app, {
      path: navigations.signOnCallback,
      access: anyone,
      handler: async ({ request, reply }) => {
        const callbackUrl = new URL(redirectUri(request));
        callbackUrl.search = new URL(request.url, 'http://portal.invalid').search;
        reply.clearCookie(ATTEMPT_COOKIE, { path: navigations.signOnCallback });
        let result: Awaited<ReturnType<typeof provider.finish>>;
        try {
          result = await provider.finish(request.cookies[ATTEMPT_COOKIE], callbackUrl);
        } catch (error) {
          request.log.warn({ err: error }, 'OpenID provider unreachable');
          return notice(reply, request, 503, 'providerUnavailable');
        }
        if (result.kind === 'expired') return notice(reply, request, 400, 'expired');
        if (result.kind === 'refused') return notice(reply, request, 400, 'refused');
        if (result.kind === 'unverifiedEmail')
          return notice(reply, request, 403, 'unverifiedEmail', result.email);
        if (result.kind === 'unknownEmployee')
          return notice(reply, request, 403, 'unknownEmployee', result.email);
        setSessionCookie(request, reply, await auth.startSession(result.userId, result.idToken));
        return reply.redirect(safeCallback(result.callback), 303);
      },
    });
  }

  // A navigation, not a background request: it ends the session (and the provider's, when it
  // offers an end-session endpoint) and returns to sign-on.
  navigationRoute(app, {
    path: navigations.logout,
    access: anyone,
    query: z.object({ language: signOnQuery.shape.language }),
    handler: async ({ query, request, reply }) => {
      const { idToken } = await endRequestSession(request, reply);
      const signOnUrl = new URL(navigations.signOnPage, redirectUri(request)).href;
      if (provider && idToken) {
        const providerLogout = await provider.endSessionUrl(idToken, signOnUrl).catch(() => null);
        if (providerLogout) return reply.redirect(providerLogout, 303);
      }
      const language = query.language ? `?language=${query.language}` : '';
      return reply.redirect(`${navigations.signOnPage}${language}`, 303);
    },
  });
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
