import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const rows = (page: Page) => page.getByTestId('rule-table').locator('tbody tr[data-testid^="rule-row-"]');

/** Waits for a download the click starts; answers its suggested name and bytes. */
async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('rule list: tabs with counts, search, paging; a tab change resets page and title', async ({ page }) => {
  await signInAt(page, '/ruleList?type=manage');
  await expect(page.getByTestId('rule-heading')).toHaveText('管理制度');
  await expect(page.getByTestId('rule-count-manage')).toHaveText(/^\d+$/);
  const manageCount = Number(await page.getByTestId('rule-count-manage').textContent());
  expect(manageCount).toBeGreaterThan(8);
  for (const tab of ['process', 'inform', 'template']) {
    await expect(page.getByTestId(`rule-count-${tab}`)).toHaveText(/^\d+$/);
  }

  // Page size 8; page 2 holds the rest.
  await expect(rows(page)).toHaveCount(8);
  await page.getByTestId('rule-list').locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(manageCount - 8);

  // A search goes back to page 1 and keeps the title in the URL.
  const search = page.getByTestId('rule-search').locator('input');
  await search.fill('管理办法');
  await search.press('Enter');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/title=/);
  // The seed has three published ones (a fourth is a draft).
  await expect(rows(page)).toHaveCount(3);
  for (const title of await rows(page).getByTestId('rule-title').allTextContents()) {
    expect(title).toContain('管理办法');
  }

  // A tab change resets the page to 1 and clears the title.
  await page.getByTestId('rule-tab-process').click();
  await expect(page).toHaveURL(/#\/ruleList\?type=process$/);
  await expect(page.getByTestId('rule-heading')).toHaveText('流程');
  await expect(search).toHaveValue('');
  await expect(rows(page)).toHaveCount(8);
  await expect(page.getByTestId('rule-list').locator('.ant-pagination-item-active')).toHaveText('1');

  // Notices come in the reader's language.
  await page.getByTestId('rule-tab-inform').click();
  await expect(rows(page).first()).toContainText('关于');
});

test('templates: sub-tabs and the template-type filter with counts; a row downloads its file', async ({
  page,
}) => {
  await signInAt(page, '/ruleList?type=template');
  await expect(page.getByTestId('template-category-contract')).toContainText('合同模板');
  await expect(page.getByTestId('template-category-extra')).toContainText('其他模板');

  const purchase = page.getByTestId('template-type-purchase');
  const purchaseCount = Number(/(\d+)\s*$/.exec((await purchase.textContent()) ?? '')?.[1]);
  await purchase.click();
  await expect(page).toHaveURL(/templateType=purchase/);
  await expect(rows(page)).toHaveCount(purchaseCount);
  for (const text of await rows(page).allTextContents()) expect(text).toContain('采购合同');

  await page.getByTestId('template-category-extra').click();
  await expect(page).toHaveURL(/category=extra/);
  await expect(page).not.toHaveURL(/templateType=/);
  await expect(page.getByTestId('template-type-all')).toHaveClass(/checked/);
  await expect(rows(page)).toHaveCount(8);

  // A template with one attachment downloads that file under its Chinese name.
  const first = rows(page).first();
  const title = (await first.getByTestId('rule-title').textContent())?.trim() ?? '';
  const file = await downloadBy(page, () => first.getByTestId('rule-download').click());
  expect(file.name.startsWith(title)).toBe(true);
  expect(file.name).toMatch(/\.(docx|xlsx)$/);
  expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
});

test('rule detail: content, attachments, download one and all, back to the same list page', async ({
  page,
}) => {
  await signInAt(page, '/ruleList?type=manage');
  await page.getByTestId('rule-search').locator('input').fill('差旅费用报销管理办法');
  await page.getByTestId('rule-search').locator('input').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('rule-view').click();

  await expect(page).toHaveURL(/#\/ruleDetail\?id=\d+&type=manage/);
  await expect(page.getByTestId('article-title')).toHaveText('差旅费用报销管理办法');
  await expect(page.getByTestId('article-breadcrumb')).toContainText('管理制度');
  await expect(page.getByTestId('article-department')).toContainText('财务部');
  await expect(page.getByTestId('article-content').locator('h2').first()).toHaveText('第一章 总则');
  await expect(page.getByTestId('article-counts')).toBeVisible();
  await expect(page.getByTestId('comments-panel')).toBeVisible();

  const names = await page.getByTestId('rule-attachment-name').allTextContents();
  expect(names).toEqual(['差旅费用报销管理办法.pdf', '附件1：差旅费用标准表.xlsx']);

  // One attachment: the name the server gives in Content-Disposition, Chinese intact.
  const pdf = await downloadBy(page, () => page.getByTestId('rule-attachment-download').first().click());
  expect(pdf.name).toBe('差旅费用报销管理办法.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Download all: one zip holding both files.
  const zip = await downloadBy(page, () => page.getByTestId('rule-download-all').click());
  expect(zip.name).toBe('差旅费用报销管理办法.zip');
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
  for (const name of names) expect(zip.bytes.includes(Buffer.from(name))).toBe(true);

  // Back to the list as it was left: the search is still there.
  await page.getByTestId('rule-back').click();
  await expect(page).toHaveURL(/#\/ruleList\?type=manage&title=/);
  await expect(rows(page)).toHaveCount(1);
});
