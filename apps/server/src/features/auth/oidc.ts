import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { addEmployeeFromClaims, findEmployeeIdByEmail } from '../people/index.ts';
import { hasVerifiedEmail, type ProviderClaims } from './policy.ts';
import { saveSignOnAttempt, takeSignOnAttempt } from './repository.ts';

/** A sign-on left at the provider longer than this is forgotten. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const SCOPE = 'openid email profile';

export type ProviderSignOn =
  | { kind: 'signedIn'; userId: number; idToken: string | null; callback: string }
  | { kind: 'expired' }
  | { kind: 'refused' }
  | { kind: 'unverifiedEmail'; email: string }
  | { kind: 'unknownEmployee'; email: string };

/** Plain http is accepted only for a provider on this machine (tests, a local set-up). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * OpenID Connect sign-on (authorization code with PKCE, state and nonce). The browser keeps only a
 * random attempt id; the verifier, state and nonce wait in the database, so any server can finish
 * the sign-on, and only once.
 */
export function createProviderSignOn(ctx: AppContext, settings: OidcConfig) {
  const { db } = ctx;
  let discovered: Promise<client.Configuration> | null = null;
  // Discovered on first use and kept; a failed discovery is tried again on the next sign-on.
  const configuration = () => {
    discovered ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        client.ClientSecretBasic(settings.clientSecret),
        isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and the attempt id its cookie keeps. */
    async begin(callback: string, redirectUri: string): Promise<{ url: string; attemptId: string }> {
      const config = await configuration();
      const attemptId = randomBytes(32).toString('base64url');
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await saveSignOnAttempt(db, { id: attemptId, state, nonce, codeVerifier, callback });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, attemptId };
    },

    /** Finishes the attempt with the provider's answer (`callbackUrl` = our redirect URI plus its query). */
    async finish(attemptId: string | undefined, callbackUrl: URL): Promise<ProviderSignOn> {
      const attempt = attemptId
        ? await takeSignOnAttempt(db, attemptId, new Date(Date.now() - ATTEMPT_TTL_MS))
        : undefined;
      if (!attempt) return { kind: 'expired' };
      const config = await configuration();
      let claims: ProviderClaims & { sub: string; name?: unknown };
      let idToken: string | null;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const fromToken = tokens.claims();
        if (!fromToken) return { kind: 'refused' };
        idToken = tokens.id_token ?? null;
        // Providers that keep ID tokens small answer the email from the userinfo endpoint instead.
        claims =
          typeof fromToken.email === 'string'
            ? fromToken
            : await client.fetchUserInfo(config, tokens.access_token, fromToken.sub);
      } catch {
        // A wrong state, a replayed or forged code, a bad signature: never a session.
        return { kind: 'refused' };
      }
      if (typeof claims.email !== 'string') return { kind: 'refused' };
      const email = claims.email.trim().toLowerCase();
      if (!hasVerifiedEmail(claims)) return { kind: 'unverifiedEmail', email };
      let userId = await findEmployeeIdByEmail(db, email);
      if (userId === undefined && settings.createUsers) {
        const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
        userId = await addEmployeeFromClaims(ctx, { email, name });
      }
      if (userId === undefined) return { kind: 'unknownEmployee', email };
      return { kind: 'signedIn', userId, idToken, callback: attempt.callback };
    },

    /** The provider's logout address, when it offers one; null otherwise. */
    async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }).href;
    },
  };
}
