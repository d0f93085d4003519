import type { Page } from '@playwright/test';
import { HOME_CARDS } from './support/home-cards.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Signs in on the home page and puts away the shell's one-time notice, which may sit over a card. */
async function openHome(page: Page) {
  await signInAt(page, '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const notice = page.getByTestId('retirement-notice');
  if (await notice.isVisible()) await page.getByTestId('retirement-notice-ok').click();
}

test('the home page shows every card and an eleven-slide carousel 260 px high', async ({ page }) => {
  await openHome(page);
  for (const card of HOME_CARDS) await expect(page.getByTestId(card)).toBeVisible();

  const banner = page.getByTestId('home-banner');
  const dots = banner.locator('.slick-dots li');
  await expect(dots).toHaveCount(11);
  await expect(banner.locator('.slick-slide:not(.slick-cloned)')).toHaveCount(11);
  expect((await banner.boundingBox())?.height).toBe(260);
  // Click trigger: a click on a dot shows that slide; every slide is a link.
  await dots.nth(4).locator('button').click();
  await expect(dots.nth(4)).toHaveClass(/slick-active/);
  const current = banner.locator('.slick-slide.slick-active [data-testid="home-banner-slide"]');
  await expect(current).toHaveAttribute('href', /^\/#\//);

  await expect(page.getByTestId('home-notices-list-item')).toHaveCount(5);
  await expect(page.getByTestId('home-latest-rules-item').first()).toBeVisible();
  await expect(page.getByTestId('home-hot-question')).toHaveCount(10);
  await expect(page.getByTestId('home-quick-link').first()).toBeVisible();

  // The activity list opens with "more" and closes with "collapse".
  const activities = page.getByTestId('home-activities-list-item');
  await expect(activities).toHaveCount(5);
  await page.getByTestId('home-activities-toggle').click();
  expect(await activities.count()).toBeGreaterThan(5);
  await expect(page.getByTestId('home-activities-toggle')).toContainText('收起');
  await page.getByTestId('home-activities-toggle').click();
  await expect(activities).toHaveCount(5);
});

test('a culture circle shows its picture, and a second click returns to the circles', async ({ page }) => {
  await openHome(page);
  await expect(page.getByTestId('culture-circles').locator('button')).toHaveCount(9);
  await page.getByTestId('culture-circle-integrity').click();
  const detail = page.getByTestId('culture-detail');
  await expect(detail).toBeVisible();
  await expect(detail.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await detail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await detail.click();
  await expect(page.getByTestId('culture-circles')).toBeVisible();
  await expect(detail).toHaveCount(0);
});

test("the notice board's more link opens the notice list", async ({ page }) => {
  await openHome(page);
  await page.getByTestId('home-notices-more').click();
  await expect(page).toHaveURL(/#\/ruleList\?type=inform$/);
});

test('the public disclosure card opens its month, and an empty month says 暂无数据', async ({ page }) => {
  await openHome(page);
  const first = page.getByTestId('home-disclosure-list-item').first();
  const month = (await first.locator('a').getAttribute('href'))?.match(/month=(\d{4}-\d{2})$/)?.[1];
  expect(month).toBeTruthy();
  await first.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`#/publicShow\\?month=${month}$`));
  await expect(page.getByTestId('public-show-batch').first()).toBeVisible();
  await expect(page.getByTestId('public-show-content').first().locator('table')).toBeVisible();
  await expect(page.getByTestId(`public-show-month-${month}`)).toHaveAttribute('aria-current', 'true');

  await page.goto('/#/publicShow?month=2001-01');
  await expect(page.getByTestId('public-show-empty')).toContainText('暂无数据');
  await page.getByTestId('public-show-next').click();
  await expect(page).toHaveURL(/month=2001-02$/);
});
