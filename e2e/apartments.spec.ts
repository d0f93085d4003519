import path from 'node:path';
import type { Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const fixture = (name: string) =>
  path.resolve(import.meta.dirname, '../apps/server/test/fixtures/spreadsheets', name);

/** The demo accounts by their place on the sign-on page: the second holds apartment:import. */
const IMPORTER = 1;
const EMPLOYEE = 2;

const rows = (page: Page) => page.getByTestId('apartment-row');

/** Chooses a sheet to import and waits for the server's dry run of it (the preview). */
async function chooseSheet(page: Page, file: string) {
  const previewed = answerFrom(page, '/apartment/import/preview');
  await page.locator('input[type=file]').setInputFiles(fixture(file));
  await previewed;
}

async function pickFilter(page: Page, field: string, value: string) {
  await page.getByTestId(`apartment-filter-${field}`).click();
  await chooseOption(page, value);
}

test('a right holder imports an apartment sheet and sees its rows; a bad sheet changes nothing', async ({
  page,
}) => {
  await signInAt(page, '/apartmentListings', IMPORTER);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('apartment-import-template')).toBeVisible();
  const seeded = await rows(page).count();
  expect(seeded).toBeGreaterThan(5);
  const listed = Number((await page.getByTestId('apartment-count').textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByTestId('apartment-no-picture').first()).toHaveText('暂无图片');

  // The good sheet (LibreOffice) replaces the listings: the preview says so and counts them first.
  await expect(page.getByTestId('apartment-import-notice')).toContainText('替换全部房源');
  await chooseSheet(page, 'apartments-good.xlsx');
  await expect(page.getByTestId('apartment-import-preview')).toHaveText(
    `导入将以表格替换全部现有数据：新增 5 条，删除 ${listed} 条，0 条不变。`,
  );
  const imported = answerFrom(page, '/apartment/import');
  await page.getByTestId('apartment-import-confirm').click();
  await imported;
  await expect(page.getByText('附件上传成功。')).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  const first = rows(page).first();
  await expect(first).toContainText('前海嘉里人才公寓');
  // Standard rent 4500 after 7折.
  await expect(first).toContainText('3150');
  await expect(first.getByTestId('apartment-no-picture')).toBeVisible();

  // Filters come from the new listings and reload the list; clearing one shows them all again.
  await pickFilter(page, 'base', '深圳');
  await expect(rows(page)).toHaveCount(2);
  await pickFilter(page, 'leaseType', '合租');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('后海蔚蓝海岸');
  const leaseType = page.getByTestId('apartment-filter-leaseType');
  await leaseType.hover();
  await leaseType.locator('.ant-select-clear').click();
  await expect(rows(page)).toHaveCount(2);

  // A sheet with bad cells is refused with each reason, and the listings stay as they were.
  await chooseSheet(page, 'apartments-bad-rows.xlsx');
  const reason = page.getByTestId('apartment-import-error');
  await expect(reason).toContainText('附件上传失败。');
  await expect(reason).toContainText('第 2 行「数量」应为不小于 0 的整数');
  await expect(reason).toContainText('第 3 行「基地」不能为空');
  await expect(rows(page)).toHaveCount(2);
});

test('an employee without the right sees the listings but no Import', async ({ page }) => {
  await signInAt(page, '/apartmentListings', EMPLOYEE);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('apartment-count')).toBeVisible();
  await expect(page.getByTestId('apartment-import')).toHaveCount(0);
  await expect(page.getByTestId('apartment-import-template')).toHaveCount(0);
});
