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
  await signOnAs(page, email);
  return email;
}

/**
 * On the sign-on page: chooses 中文 (the specs read the portal in Chinese; English is the default)
 * and signs in as `email` with the demo password.
 */
export async function signOnAs(page: Page, email: string) {
  if ((await page.locator('html').getAttribute('lang')) !== 'zh-CN') {
    await page.click('a.switch');
    await page.waitForURL(/language=zh/);
  }
  await page.fill('#username', email);
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
}
