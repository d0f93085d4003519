import type { Page } from '@playwright/test';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const cards = (page: Page) => page.getByTestId('gallery-card');
const picked = (page: Page, choice: string) =>
  page.getByTestId(choice).locator('.ant-radio-button-wrapper-checked');
const choose = (page: Page, choice: string, label: string) =>
  page.getByTestId(choice).locator('.ant-radio-button-wrapper', { hasText: label }).click();

/** Each shown picture's width / height, in the page's order, once every picture has loaded. */
async function ratiosInOrder(page: Page): Promise<number[]> {
  const pictures = page.getByTestId('gallery-grid').locator('img');
  await expect
    .poll(() =>
      pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  return pictures.evaluateAll((images) =>
    images.map((image) => {
      const { naturalWidth, naturalHeight } = image as HTMLImageElement;
      return naturalWidth / naturalHeight;
    }),
  );
}

test('activity page: year, activity and month choices live in the query and survive a reload', async ({
  page,
}) => {
  await signInAt(page, '/activity');
  await expect(cards(page).first()).toBeVisible();
  await expect(picked(page, 'gallery-year')).toHaveText('2025');
  await expect(picked(page, 'gallery-activity')).toHaveText('最美工位');
  await expect(picked(page, 'gallery-month')).toHaveText('8月');

  // The monthly gallery: upright and square pictures first, the wider ones after.
  const ratios = await ratiosInOrder(page);
  const firstWide = ratios.findIndex((ratio) => ratio > 1);
  expect(firstWide).toBeGreaterThan(0);
  expect(ratios.slice(firstWide).every((ratio) => ratio > 1)).toBe(true);

  await choose(page, 'gallery-month', '3月');
  await expect(page).toHaveURL(/#\/activity\?activityNo=13&month=3$/);
  await expect(picked(page, 'gallery-month')).toHaveText('3月');
  await expect(cards(page).first()).toBeVisible();

  // Picking a year shows its first activity; only the monthly activity has months.
  await choose(page, 'gallery-year', '2024');
  await expect(page).toHaveURL(/#\/activity\?activityNo=6$/);
  await expect(picked(page, 'gallery-activity')).toHaveText('AI 一起来涂色');
  await expect(page.getByTestId('gallery-month')).toHaveCount(0);

  await choose(page, 'gallery-activity', '童心童画');
  await expect(page).toHaveURL(/#\/activity\?activityNo=7$/);
  await expect(cards(page).first().getByTestId('gallery-detail')).toContainText('家长：');

  await page.reload();
  await expect(picked(page, 'gallery-year')).toHaveText('2024');
  await expect(picked(page, 'gallery-activity')).toHaveText('童心童画');
  await expect(cards(page).first()).toBeVisible();

  await choose(page, 'gallery-year', '2022');
  await expect(page).toHaveURL(/activityNo=3$/);
  await choose(page, 'gallery-year', '2023');
  await expect(page).toHaveURL(/activityNo=4$/);
  await expect(picked(page, 'gallery-activity')).toHaveText('人人都是老师');
});

test('activity page opens the activity a link names, the running teams labelled by team', async ({
  page,
}) => {
  await signInAt(page, '/activity?activityNo=15');
  await expect(picked(page, 'gallery-activity')).toHaveText('乐跑团队');
  await expect(cards(page).first().getByTestId('gallery-team-name')).toContainText('团队名称');
  await expect(cards(page).first().getByTestId('gallery-team-members')).toContainText('团队成员');
});

test('/childrenDay switches between the painting galleries; /leRun shows the staff teams only', async ({
  page,
}) => {
  await signInAt(page, '/childrenDay');
  await expect(cards(page).first()).toBeVisible();
  await expect(picked(page, 'gallery-activity')).toHaveText('2025 孩子们的奇思妙想');
  await choose(page, 'gallery-activity', '2022 童心童画');
  await expect(page).toHaveURL(/#\/childrenDay\?activityNo=0$/);
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/#/leRun');
  await expect(cards(page).first().getByTestId('gallery-team-name')).toBeVisible();
  const teams = await page.getByTestId('gallery-team-name').allTextContents();
  expect(teams.length).toBeGreaterThan(0);
  // Teams a partner company entered are kept but not shown.
  expect(teams.join()).not.toContain('云帆伙伴队');
});

test('an address naming no activity says so, in Chinese and English, with the way to the newest one', async ({
  page,
}) => {
  await signInAt(page, '/activity?activityNo=999');
  const notice = page.getByTestId('gallery-unknown');
  await expect(notice.getByRole('heading')).toHaveText('没有这个活动');
  await expect(page.getByTestId('gallery-year')).toHaveCount(0);
  await notice.getByTestId('gallery-unknown-back').click();
  await expect(picked(page, 'gallery-activity')).toHaveText('最美工位');
  await expect(cards(page).first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('portal.language', 'en'));
  await page.goto('/#/activity?activityNo=abc');
  await page.reload();
  await expect(notice.getByRole('heading')).toHaveText('No such activity');
  await expect(notice.getByTestId('gallery-unknown-back')).toHaveText('See the latest activity');
});
