import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PARTNER_CALLS, routes } from '@portal/contracts';

/** A fresh token for `userId` from the demo simulator: HS256 with the demo secret, ten minutes. */
export async function partnerToken(request: APIRequestContext, userId: string): Promise<string> {
  const page = await request.get(`/partner/simulator?userId=${userId}`);
  expect(page.status()).toBe(200);
  const src = /<iframe[^>]* src="([^"]+)"/.exec(await page.text())?.[1]?.replace(/&#38;/g, '&') ?? '';
  return new URLSearchParams(src.split('?')[1]).get('token') ?? '';
}

/** The query the partner app opens its pages with. */
export const partnerQuery = (userId: string, token: string) =>
  new URLSearchParams({ from: 'appia', code: 'e2e-partner', userId, token }).toString();

const PARTNER_CALL_KEYS = new Set(PARTNER_CALLS.map((name) => `${routes[name].method} ${routes[name].path}`));

/**
 * Every call the page makes, watched: one refused as "not signed in" (401 or code '302'), one
 * outside the contracts' list of partner calls, or a landing on sign-on is a partner user sent to
 * sign on, losing what they typed.
 */
export function watchPartnerCalls(page: Page) {
  const made = new Set<string>();
  const refused: string[] = [];
  const outsideList: string[] = [];
  const signOns: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const key = `${request.method()} ${new URL(response.url()).pathname}`;
    made.add(key);
    if (!PARTNER_CALL_KEYS.has(key)) outsideList.push(key);
    pending.push(
      response
        .json()
        .catch(() => null)
        .then((body: { code?: unknown } | null) => {
          if (response.status() === 401 || String(body?.code) === '302') refused.push(key);
        }),
    );
  });
  page.on('framenavigated', (frame) => {
    if (new URL(frame.url()).pathname.startsWith('/sso/login')) signOns.push(frame.url());
  });
  return {
    made,
    async expectAllAccepted() {
      await Promise.all(pending);
      expect({ refused, outsideList, signOns }).toEqual({ refused: [], outsideList: [], signOns: [] });
    },
  };
}
