import { expect, test } from '@playwright/test';
import { signInAt } from './support/sign-in.ts';

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
