import path from 'node:path';
import type { Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { openedPopup } from './support/popups.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first, then the holder of the module rights. */
const RIGHT_HOLDER = 1;
const EMPLOYEE = 2;

const fixtures = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/spreadsheets');

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const jobNames = (page: Page) => page.getByTestId('job-name');

/** Chooses a sheet for the import and waits for the server's answer to it. */
async function importSheet(page: Page, file: string) {
  const answered = answerFrom(page, '/rotation/import');
  await page.locator('input[type=file]').setInputFiles(path.join(fixtures, file));
  await answered;
}

test('a right holder removes a job after confirming, and imports a sheet of jobs', async ({ page }) => {
  await signInAt(page, '/jobListings', RIGHT_HOLDER);
  await expect(page.getByTestId('job-eligibility')).toContainText('B+');
  await expect(rows(page).first()).toBeVisible();
  const before = await rows(page).count();
  const name = (await jobNames(page).first().textContent()) ?? '';

  // Cancel keeps the job.
  await page.getByTestId('job-remove').first().click();
  const dialog = page.getByRole('dialog', { name: '是否确认删除该岗位' });
  await openedPopup(dialog);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(before);

  await page.getByTestId('job-remove').first().click();
  await openedPopup(dialog);
  const removed = answerFrom(page, '/rotation/remove');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await removed).ok()).toBe(true);
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toContainText('成功');
  await expect(notice).toContainText('已成功删除该岗位');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(before - 1);
  await expect(jobNames(page).filter({ hasText: name })).toHaveCount(0);

  // A LibreOffice-made sheet adds its three jobs; a bad one says why and adds none.
  await importSheet(page, 'rotation-good.xlsx');
  await expect(page.locator('.ant-message')).toContainText('附件上传成功。');
  await expect(rows(page)).toHaveCount(before + 2);
  await expect(jobNames(page).filter({ hasText: '应用安全工程师' })).toHaveCount(1);

  await importSheet(page, 'rotation-bad-rows.xlsx');
  await expect(page.locator('.ant-message')).toContainText('附件上传失败。');
  await expect(page.getByTestId('job-import-error')).toContainText('第 3 行「岗位名称」不能为空');
  await expect(rows(page)).toHaveCount(before + 2);
});

test('an employee without the right sees neither import nor delete', async ({ page }) => {
  await signInAt(page, '/jobListings', EMPLOYEE);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('job-detail').first()).toBeVisible();
  await expect(page.getByTestId('job-import')).toHaveCount(0);
  await expect(page.getByTestId('job-remove')).toHaveCount(0);
});

test('the detail page shows the job with its sections and the apply button', async ({ page }) => {
  await signInAt(page, '/jobListings', EMPLOYEE);
  const name = (await jobNames(page).first().textContent()) ?? '';
  await page.getByTestId('job-detail').first().click();
  await expect(page).toHaveURL(/#\/jobListings\/jobListingInfo\?id=\d+$/);
  await expect(page.getByTestId('job-title')).toHaveText(name);
  await expect(page.getByTestId('job-attributes')).toContainText('期望人数');
  await expect(page.getByTestId('job-description').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('job-technicalDirection')).toBeVisible();
  await expect(page.getByTestId('job-otherSkills')).toBeVisible();
  const apply = page.getByTestId('job-apply');
  await expect(apply).toHaveAttribute('target', '_blank');
  const id = new URL(page.url().replace('#/', '')).searchParams.get('id');
  await expect(apply).toHaveAttribute(
    'href',
    new RegExp(`^https://workflow\\.intranet\\.local/.*jobId=${id}`),
  );

  // An unknown job is said to be gone, with the way back: on the page (#root), whether or not the
  // message that says it too is still showing.
  await page.goto('/#/jobListings/jobListingInfo?id=999999');
  await expect(page.locator('#root').getByText('岗位不存在或已被删除')).toBeVisible();
  await page.getByTestId('job-back').click();
  await expect(page).toHaveURL(/#\/jobListings$/);
});
