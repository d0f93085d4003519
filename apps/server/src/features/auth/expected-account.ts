import type { AppContext } from '../../context.ts';

/** The email of the one employee the page a sign-on returns to belongs to, or null for any page. */
export type AccountOfPage = (callback: string) => string | null;

const accountOfPageByServer = new WeakMap<AppContext, AccountOfPage>();

/**
 * Some pages belong to one employee (a partner page names its user). The feature that owns such
 * pages tells sign-on how to recognise them as the server is built; sign-on knows none of them, and
 * names the account on its page.
 */
export function expectSignOnAccount(ctx: AppContext, accountOf: AccountOfPage) {
  if (accountOfPageByServer.has(ctx)) throw new Error('Sign-on already knows whose pages it returns to');
  accountOfPageByServer.set(ctx, accountOf);
}

/** The account the page at `callback` belongs to, when a feature recognises the page. */
export const expectedAccountOf = (ctx: AppContext, callback: string) =>
  accountOfPageByServer.get(ctx)?.(callback) ?? null;
