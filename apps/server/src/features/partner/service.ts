import { NOT_SIGNED_IN_CODE, type PartnerUserInfo } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { findSessionUserByEmail } from '../auth/index.ts';
import { canSessionSpeakFor, canTokenSpeakFor, partnerEmailOf } from './policy.ts';
import { partnerKeysOf, verifyPartnerToken } from './verification.ts';

type PartnerRefusal =
  | 'partner.off'
  | 'partner.tokenInvalid'
  | 'partner.tokenExpired'
  | 'partner.otherUser'
  | 'partner.unknownEmployee'
  | 'auth.notSignedIn';

/** The answer the portal gives any caller it does not know: 401 with code '302' (back to sign-on). */
const notSignedIn = (reason: PartnerRefusal) => new AppError(reason, 401, {}, NOT_SIGNED_IN_CODE);

/** What a partner call presents: the page's userId and token headers, and the portal session's employee. */
export interface PartnerCredentials {
  userId: string | undefined;
  token: string | undefined;
  session: () => Promise<SessionUser | null>;
  /** Told when the partner's key set cannot be fetched: the operator should hear of the outage. */
  keysUnavailable: (cause: unknown) => void;
}

/**
 * Partner-app mode (docs/partner.md): who a partner call speaks for. The key source is built once
 * per server, so a partner's key set is fetched once and cached.
 */
export function createPartnerService({ config, db }: AppContext) {
  const partner = config.partner;
  const keys = partner ? partnerKeysOf(partner) : null;

  return {
    /**
     * A token, when sent, decides alone: verified, for the page's userId, of a listed employee —
     * else 401 code '302' with the reason (503 when the partner's key set cannot be fetched). No
     * token: the portal session answers, when it is the page's user.
     */
    async callerOf({ userId, token, session, keysUnavailable }: PartnerCredentials): Promise<SessionUser> {
      if (token === undefined) {
        const user = await session();
        if (!user) throw notSignedIn('auth.notSignedIn');
        if (!canSessionSpeakFor(user.email, userId, partner?.mailDomain ?? null))
          throw notSignedIn('partner.otherUser');
        return user;
      }
      if (!partner || !keys) throw notSignedIn('partner.off');
      const check = await verifyPartnerToken(keys, token);
      if (check.kind === 'refused') {
        if (check.reason === 'partner.keysUnavailable') {
          keysUnavailable(check.cause);
          throw new AppError(check.reason, 503);
        }
        throw notSignedIn(check.reason);
      }
      if (!canTokenSpeakFor(check.subject, userId)) throw notSignedIn('partner.otherUser');
      const email = partnerEmailOf(check.subject, partner.mailDomain);
      const user = email ? await findSessionUserByEmail(db, email) : undefined;
      if (!user) throw notSignedIn('partner.unknownEmployee');
      return user;
    },

    userInfo: (user: SessionUser): PartnerUserInfo => ({ email: user.email, name: user.name }),
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
