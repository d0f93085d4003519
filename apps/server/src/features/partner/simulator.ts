import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/** A simulator token lives as long as a partner's would: minutes, not a working day. */
export const SIMULATOR_TOKEN_SECONDS = 10 * 60;

/**
 * What the partner app would sign for its user: HS256, `sub` = userId, issued now, short-lived, with
 * the issuer and audience the portal expects when it expects them.
 */
export function mintPartnerToken(
  settings: { secret: string; issuer: string | null; audience: string | null },
  userId: string,
  expiresAt: Date,
): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  if (settings.issuer) jwt.setIssuer(settings.issuer);
  if (settings.audience) jwt.setAudience(settings.audience);
  return jwt.sign(new TextEncoder().encode(settings.secret));
}

/**
 * The mobile room page as the partner app opens it: in partner mode (from=appia), with the
 * partner's one-time code and the user's id and token in the hash route's query.
 */
export function partnerPageUrl(userId: string, token: string): string {
  const query = new URLSearchParams({
    from: 'appia',
    code: randomBytes(8).toString('hex'),
    userId,
    token,
  });
  return `/#/meetingOrderH5?${query}`;
}
