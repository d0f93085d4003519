import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { answerFrom } from './support/answers.ts';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first; the seed gives them the phone 13812345678. */
const ADMIN = 0;
const ADMIN_MASKED_PHONE = '138****5678';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The company's year now (Asia/Shanghai), as the holiday page opens on it. */
const companyYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));

test('the org tree search finds a person and opens their department', async ({ page }) => {
  const email = await signInAt(page, '/orgTree', ADMIN);
  await expect(page.getByTestId('header-title')).toHaveText('组织架构与干部');
  await expect(page.getByTestId('org-node').first()).toBeVisible();

  await page.getByTestId('org-search').locator('input').fill(email);
  await page.getByTestId('org-search').locator('input').press('Enter');
  const found = page.getByTestId('org-found-people');
  await expect(found).toContainText(email);
  await found.getByRole('button').first().click();
  await expect(page.getByTestId('org-department-title')).toContainText('综合事务组');
  await expect(page.getByTestId('org-members')).toContainText(email);
  await expect(page.getByTestId('org-heads')).not.toBeEmpty();

  // Special characters are refused with a reason instead of searching.
  await page.getByTestId('org-search').locator('input').fill('王*');
  await page.getByTestId('org-search').locator('input').press('Enter');
  await expect(page.getByText('搜索内容不能包含特殊字符')).toBeVisible();
});

/** A day of `year` as the holiday page writes it: 11月16日, and with its weekday 11月21日（周六）. */
const shortDay = (date: Date) => `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
const withWeekday = (date: Date) => `${shortDay(date)}（周${'日一二三四五六'[date.getUTCDay()]}）`;

test('the holiday calendar opens on the company year and shows its holidays; a year after the seeded ones is not published', async ({
  page,
}) => {
  const year = companyYear();
  await signInAt(page, '/holidayCalendar', ADMIN);
  await expect(page.getByTestId('header-title')).toHaveText('假期日历');
  await expect(page.getByRole('tab', { name: `${year}年` })).toHaveAttribute('aria-selected', 'true');

  // Whatever the year, the test enters a holiday of its own through the editor's call (the
  // administrator holds every module right); November holds no public holiday to overlap.
  const [start, end, workday] = [16, 17, 21].map((day) => new Date(Date.UTC(year, 10, day)));
  const entered = await page.request.post('/holiday/create', {
    headers: XHR,
    data: {
      year,
      nameZh: '端到端假期',
      nameEn: 'End-to-end holiday',
      startsOn: `${year}-11-16`,
      endsOn: `${year}-11-17`,
      workdays: [`${year}-11-21`],
    },
  });
  const { data: holiday } = (await entered.json()) as { data: { id: number } };
  expect(holiday.id).toBeGreaterThan(0);
  await page.reload();

  const table = page.getByTestId('holiday-table');
  const row = table.getByRole('row').filter({ hasText: '端到端假期' });
  await expect(row).toContainText(`${shortDay(start as Date)}至${shortDay(end as Date)}`);
  await expect(row).toContainText(withWeekday(workday as Date));
  await expect(page.getByTestId('holiday-month')).toHaveCount(12);
  await expect(page.locator('td[data-mark="off"]').first()).toBeVisible();

  // The seed enters the notices of 2025 and 2026 and the company year is 2026 or later: the year
  // after it is not published.
  await page.getByRole('tab', { name: `${year + 1}年` }).click();
  await expect(page.getByText(`${year + 1}年的放假安排尚未公布`)).toBeVisible();

  const removed = await page.request.post('/holiday/remove', { headers: XHR, data: { id: holiday.id } });
  expect(((await removed.json()) as { code: number }).code).toBe(1);
});

test('staff info shows my card with the masked phone', async ({ page }) => {
  const email = await signInAt(page, '/staffInfo', ADMIN);
  const card = page.getByTestId('staff-info');
  await expect(card).toContainText(email);
  await expect(page.getByTestId('staff-phone')).toHaveText(ADMIN_MASKED_PHONE);
  await expect(card).not.toContainText('13812345678');
  await expect(card).toContainText('在职');
});

test('a software package downloads as its zip', async ({ page }) => {
  await signInAt(page, '/downloadSoftware', ADMIN);
  await expect(page.getByTestId('header-title')).toHaveText('软件安装');
  await page.getByTestId('software-search').locator('input').fill('VPN');
  await page.getByTestId('software-search').locator('input').press('Enter');
  const names = page.getByTestId('software-name');
  await expect(names.first()).toContainText('VPN');
  for (const name of await names.allTextContents()) expect(name).toContain('VPN');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('software-download').first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a publisher uploads a package and publishes it; everyone can then find it', async ({ page }) => {
  const fixture = path.resolve(
    import.meta.dirname,
    '../apps/server/test/fixtures/software/portal-tool-1.0.0.zip',
  );
  await signInAt(page, '/downloadSoftware', ADMIN);
  await page.getByTestId('software-publish').click();
  const dialog = page.getByRole('dialog', { name: '发布软件或新版本' });
  await dialog.locator('input[type=file]').setInputFiles(fixture);
  await expect(dialog).toContainText('portal-tool-1.0.0.zip');
  await dialog.getByLabel('软件名称').fill('门户测试工具');
  await dialog.getByLabel('版本').fill('1.0.0');
  await dialog.getByLabel('分类').click();
  await chooseOption(page, '工具');
  await dialog.getByLabel('适用平台').click();
  await chooseOption(page, 'Linux');
  const published = answerFrom(page, '/software/publish');
  await dialog.getByRole('button', { name: /发\s*布/ }).click();
  await published;
  await expect(page.locator('.ant-message')).toContainText('发布成功');
  await expect(dialog).toBeHidden();

  await page.getByTestId('software-search').locator('input').fill('门户测试工具');
  await page.getByTestId('software-search').locator('input').press('Enter');
  await expect(page.getByTestId('software-name')).toHaveText(['门户测试工具']);
  await expect(page.getByTestId('software-table')).toContainText('Linux');
});
