import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { PartnerConfig } from '../../config.ts';

/**
 * Partner tokens: compact JWS (JWT) signed by the partner for one user. Accepted only when
 * - the signature verifies with the configured key source: HS256 with PARTNER_JWT_SECRET, or
 *   RS256/ES256 with a key of PARTNER_JWKS_URL (no other algorithm, never `none`);
 * - `exp` is present and not past, and `nbf` (when present) is reached, with CLOCK_TOLERANCE_SECONDS
 *   of slack for clocks that disagree a little;
 * - `sub` is present (the caller then compares it with the page's userId: policy.ts);
 * - `iss` and `aud` match PARTNER_JWT_ISSUER and PARTNER_JWT_AUDIENCE when those are set.
 */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** Longer headers are refused before parsing: a real partner token is well under 2 kB. */
export const TOKEN_MAX_LENGTH = 4096;
/** The JWKS address is asked at most this long per fetch… */
export const JWKS_TIMEOUT_MS = 3000;
/** …again only after this long when a token names an unknown key (so forged key ids cannot flood it)… */
export const JWKS_COOLDOWN_MS = 30_000;
/** …and its keys are trusted this long before they are fetched again. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

export type TokenRefusal = 'partner.tokenInvalid' | 'partner.tokenExpired' | 'partner.keysUnavailable';

export type TokenCheck =
  | { kind: 'verified'; subject: string }
  | { kind: 'refused'; reason: TokenRefusal; cause?: unknown };

/** The keys a token is checked with, built once per server (the JWKS is cached between calls). */
export interface PartnerKeys {
  algorithms: string[];
  key: Uint8Array | JWTVerifyGetKey;
  issuer: string | null;
  audience: string | null;
}

/** The key set could not be fetched or read: the token is not judged, the partner is unreachable. */
class KeysUnavailable extends Error {}

type KeySettings = Pick<PartnerConfig, 'secret' | 'jwksUrl'> &
  Partial<Pick<PartnerConfig, 'issuer' | 'audience'>>;

export function partnerKeysOf(config: KeySettings): PartnerKeys {
  const claims = { issuer: config.issuer ?? null, audience: config.audience ?? null };
  if (config.secret)
    return { algorithms: ['HS256'], key: new TextEncoder().encode(config.secret), ...claims };
  if (!config.jwksUrl) throw new Error('partner keys need a secret or a JWKS address');
  // jose asks this one address only (no redirects followed, no key address taken from a token).
  const remote = createRemoteJWKSet(config.jwksUrl, {
    timeoutDuration: JWKS_TIMEOUT_MS,
    cooldownDuration: JWKS_COOLDOWN_MS,
    cacheMaxAge: JWKS_MAX_AGE_MS,
  });
  const key: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      // No key for the token's key id is the token's fault; anything else is the key set's.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
        throw error;
      throw new KeysUnavailable('partner key set unavailable', { cause: error });
    }
  };
  return { algorithms: ['RS256', 'ES256'], key, ...claims };
}

/** Checks one token; `now` is the verifier's clock (tests move it). */
export async function verifyPartnerToken(
  keys: PartnerKeys,
  token: string,
  now: Date = new Date(),
): Promise<TokenCheck> {
  if (token.length > TOKEN_MAX_LENGTH) return { kind: 'refused', reason: 'partner.tokenInvalid' };
  try {
    const options = {
      algorithms: keys.algorithms,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
      ...(keys.issuer ? { issuer: keys.issuer } : {}),
      ...(keys.audience ? { audience: keys.audience } : {}),
    };
    const { payload } =
      typeof keys.key === 'function'
        ? await jwtVerify(token, keys.key, options)
        : await jwtVerify(token, keys.key, options);
    if (typeof payload.sub !== 'string' || payload.sub === '')
      return { kind: 'refused', reason: 'partner.tokenInvalid' };
    return { kind: 'verified', subject: payload.sub };
  } catch (error) {
    if (error instanceof KeysUnavailable)
      return { kind: 'refused', reason: 'partner.keysUnavailable', cause: error.cause };
    if (error instanceof errors.JWTExpired) return { kind: 'refused', reason: 'partner.tokenExpired' };
    if (error instanceof errors.JOSEError) return { kind: 'refused', reason: 'partner.tokenInvalid' };
    throw error;
  }
}
