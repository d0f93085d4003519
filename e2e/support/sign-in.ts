import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants.ts';

/**
 * Signs in on the built-in page as a demo account it lists (the first, the administrator, unless
 * `account` names another by its place in the list), starting from `route`.
 */
export async function signInAt(page: Page, route: string, account = 0): Promise<string> {
  await page.goto(`/#${route}`);
  await page.waitForURL(/\/sso\/login/);
  const email = (await page.locator('.demo code').nth(account).textContent())?.trim() ?? '';
  await page.fill('#username', email);
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
  return email;
}
