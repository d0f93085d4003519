import { PARTNER_TOKEN_HEADER, PARTNER_USER_ID_HEADER } from './contract-values.ts';

/**
 * Partner-app mode: the portal's pages opened from the partner chat app, which hands over who the
 * user is in the page's query (`from=appia&code=…&userId=…&token=…`). It is on when the query has a
 * `code`, or when the page sits in a frame (the partner app frames it); calls then go to the
 * partner twins with the `userId` and `token` headers instead of relying on a portal session.
 */
export interface PartnerMode {
  from: string;
  code: string;
  userId: string;
  token: string;
}

/** The query part of a hash location (`#/path?query`). */
export const hashQuery = (hash: string) => new URLSearchParams(hash.split('?')[1] ?? '');

export function readPartnerMode(hash: string, inFrame: boolean): PartnerMode | null {
  const query = hashQuery(hash);
  const code = query.get('code') ?? '';
  if (!code && !inFrame) return null;
  return {
    from: query.get('from') ?? '',
    code,
    userId: query.get('userId') ?? '',
    token: query.get('token') ?? '',
  };
}

const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent cannot even be compared: that is a frame too.
    return true;
  }
};

/**
 * Read once, when the page opens: the links between pages carry `from`, `code` and `userId` but
 * never the token, which stays in this page's memory only.
 */
export const partnerMode: PartnerMode | null =
  typeof window === 'undefined' ? null : readPartnerMode(window.location.hash, inFrame());

/** The headers a partner call carries; empty ones are left out (the session answers then). */
export function partnerHeaders(mode: PartnerMode | null = partnerMode): Record<string, string> {
  if (!mode) return {};
  return {
    ...(mode.userId && { [PARTNER_USER_ID_HEADER]: mode.userId }),
    ...(mode.token && { [PARTNER_TOKEN_HEADER]: mode.token }),
  };
}

/** `from`, `code` and `userId`, which every link between the partner pages keeps. */
export function partnerLinkParams(mode: PartnerMode | null = partnerMode): Record<string, string> {
  if (!mode) return {};
  const params: Record<string, string> = {};
  if (mode.from) params.from = mode.from;
  if (mode.code) params.code = mode.code;
  if (mode.userId) params.userId = mode.userId;
  return params;
}
