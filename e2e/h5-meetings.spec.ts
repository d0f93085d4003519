import type { Page } from '@playwright/test';
import { signOnAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// A phone opened from the partner app: the partner query rides along every tab and link.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, actionTimeout: 10_000 });

const PARTNER = 'from=appia&code=e2e-code&userId=min.song';
const keepsPartner = (url: string) => {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return [query.get('from'), query.get('code'), query.get('userId')];
};

/** No token in the link: the portal sends the page to sign-on and back with the same query. */
async function openSignedIn(page: Page, route: string) {
  await page.goto(`/#${route}?${PARTNER}`);
  await page.waitForURL(/\/sso\/login/);
  await signOnAs(page, 'min.song@xinghai-tech.com');
  await page.waitForURL(new RegExp(route));
}

test('my meetings, a detail, the actions tab, one of my actions marked done; links keep the partner query', async ({
  page,
}) => {
  await openSignedIn(page, '/meetingH5/meetingListAllH5');
  const first = page.getByTestId('h5-meeting-list').locator('a').first();
  await expect(first).toBeVisible();
  const subject = (await first.locator('p span').first().textContent()) ?? '';
  await first.tap();

  await expect(page.getByTestId('h5-meeting-name')).toHaveText(subject);
  await expect(page.getByTestId('h5-meeting-minutes')).toBeVisible();
  expect(keepsPartner(page.url())).toEqual(['appia', 'e2e-code', 'min.song']);
  for (const tab of ['meetings', 'actions', 'book']) {
    expect(keepsPartner((await page.getByTestId(`h5-tab-${tab}`).getAttribute('href')) ?? '')).toEqual([
      'appia',
      'e2e-code',
      'min.song',
    ]);
  }

  await page.getByTestId('h5-tab-actions').tap();
  await expect(page.getByTestId('h5-action-list')).toBeVisible();
  expect(keepsPartner(page.url())).toEqual(['appia', 'e2e-code', 'min.song']);
  await expect(page.getByTestId('h5-tab-actions')).toHaveAttribute('aria-current', 'page');

  // The seeded history gives each demo person actions in every status: one still open is marked done.
  const open = page.locator('[data-testid^=h5-action-state-]').filter({ hasNotText: '已完成' }).first();
  await expect(open).toBeVisible();
  const id = (await open.getAttribute('data-testid'))?.replace('h5-action-state-', '') ?? '';
  await page.getByTestId(`h5-action-report-${id}`).tap();
  await page.getByTestId('h5-action-set-done').tap();
  await page.getByTestId('h5-action-progress').fill('手机上完成');
  await page.getByTestId('h5-action-save').tap();
  await expect(page.getByText('进展已更新')).toBeVisible();
  await expect(page.getByTestId(`h5-action-state-${id}`)).toHaveText('已完成');
  await expect(page.getByTestId(`h5-action-${id}`)).toContainText('手机上完成');

  await page.getByTestId('h5-tab-book').tap();
  await expect(page.locator('[data-testid^=h5-room-]').first()).toBeVisible();
  expect(keepsPartner(page.url())).toEqual(['appia', 'e2e-code', 'min.song']);
});
