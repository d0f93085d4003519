import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants.ts';

/** Signs in on the built-in page as the first demo account it lists, starting from `route`. */
export async function signInAt(page: Page, route: string): Promise<string> {
  await page.goto(`/#${route}`);
  await page.waitForURL(/\/sso\/login/);
  const email = (await page.locator('.demo code').first().textContent())?.trim() ?? '';
  await page.fill('#username', email);
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
  return email;
}
