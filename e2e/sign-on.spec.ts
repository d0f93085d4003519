import { DEMO_PASSWORD } from './support/constants.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('an unsigned visitor signs in on the built-in page and lands on the page they asked for', async ({
  page,
}) => {
  await signInAt(page, '/meeting/meetingOrder?from=e2e');
  await expect(page).toHaveURL(/#\/meeting\/meetingOrder\?from=e2e(&|$)/);
  await expect(page.getByTestId('current-user-name')).toBeVisible();
});

test('unknown routes show the 404 page', async ({ page }) => {
  await signInAt(page, '/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText('404')).toBeVisible();
});

test('a signed-out first load asks for the session once, then goes to sign-on', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') apiCalls.push(pathname);
  });
  await page.goto('/#/');
  await page.waitForURL(/\/sso\/login/);
  expect(apiCalls).toEqual(['/new/api/oa/portal/getCurrentUser']);
});

test('with nothing chosen the sign-on page and the portal speak English, even to a Chinese browser', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/#/');
  await page.waitForURL(/\/sso\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.fill('#username', (await page.locator('.demo code').first().textContent())?.trim() ?? '');
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
  await expect(page.getByTestId('language-switch')).toHaveText(/中文/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('中文 chosen on the sign-on page carries into the portal', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/#/');
  await page.waitForURL(/\/sso\/login/);
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.fill('#username', (await page.locator('.demo code').first().textContent())?.trim() ?? '');
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The choice is the portal's own now: a reload stays in Chinese.
  await page.reload();
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await context.close();
});
