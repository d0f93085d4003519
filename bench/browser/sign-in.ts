import type { Browser, BrowserContext } from 'playwright-core';
import { BENCH_DEMO_PASSWORD } from './portal-server.ts';

const SIGN_IN_TIMEOUT_MS = 60_000;

/** What a signed-in browser holds: the session cookie, and the language the web app stored. */
export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in once on the built-in sign-on page, as the end-to-end tests do: 中文, an ordinary demo
 * employee (the second listed account; the first is the administrator) or else the first one, the
 * demo password. Answers the browser state every measured context starts from, so no measured
 * load goes through the sign-on page.
 */
export async function signIn(
  browser: Browser,
  portalUrl: string,
): Promise<{ email: string; state: SignedIn }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    await page.goto(`${portalUrl}/#/`);
    await page.waitForURL(/\/sso\/login/);
    if ((await page.locator('html').getAttribute('lang')) !== 'zh-CN') {
      await page.click('a.switch');
      await page.waitForURL(/language=zh/);
    }
    const accounts = (await page.locator('.demo code').allTextContents()).map((text) => text.trim());
    const email = accounts[1] ?? accounts[0];
    if (!email) throw new Error(`${portalUrl}/sso/login lists no demo account: is the portal in demo mode?`);
    await page.fill('#username', email);
    await page.fill('#password', BENCH_DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL((url) => !url.pathname.startsWith('/sso/'));
    // The web app keeps the language chosen on the sign-on page once it has started.
    await page.waitForFunction(() => localStorage.getItem('portal.language') === 'zh');
    const state = await context.storageState();
    if (state.cookies.length === 0) throw new Error(`Signing in as ${email} on ${portalUrl} set no cookie`);
    return { email, state };
  } catch (error) {
    throw new Error(`Signing in on ${portalUrl} failed: ${(error as Error).message}`);
  } finally {
    await context.close();
  }
}
