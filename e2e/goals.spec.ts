import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first; the second account reports to them. */
const SUPERVISOR = 0;
const EMPLOYEE = 2;

/** A fresh browser for each person, signed in at `route`. */
async function signedInAs(browser: Browser, account: number, route: string) {
  const page = await (await browser.newContext()).newPage();
  const email = await signInAt(page, route, account);
  return { page, email };
}

const status = (page: Page) => page.getByTestId('goal-status').first();

test('an employee submits goals, the supervisor approves them, and the employee sees them approved', async ({
  browser,
}) => {
  const employee = await signedInAs(browser, EMPLOYEE, '/portal/otkr');
  const { page } = employee;
  await expect(page.getByRole('heading', { name: '我的目标' })).toBeVisible();
  await expect(status(page)).toHaveText('未填写');
  await expect(page.getByTestId('goal-submit')).toBeDisabled();

  await page.getByTestId('goal-objective-title').fill('完善合同管理流程');
  await page.getByTestId('goal-kr-title').fill('合同平均审核时长');
  await page.getByTestId('goal-kr-target').fill('≤ 2 个工作日');
  await page.getByTestId('goal-add-task').click();
  await page.getByTestId('goal-task-title').fill('上线合同模板库');
  await expect(page.getByTestId('goal-incomplete')).toBeHidden();
  const submitted = answerFrom(page, '/otkr/submit');
  await page.getByTestId('goal-submit').click();
  await submitted;
  await expect(page.locator('.ant-message')).toContainText('目标已提交，等待上级审批');
  await expect(status(page)).toHaveText('待审批');
  await expect(page.getByTestId('goal-view')).toContainText('完善合同管理流程');

  // The direct supervisor finds the sheet among those waiting, reads it and approves it.
  const supervisor = await signedInAs(browser, SUPERVISOR, '/otkrApprove');
  const waiting = supervisor.page.getByTestId('goal-waiting');
  const item = waiting.locator(`[data-owner="${employee.email}"]`);
  await item.getByTestId('goal-open').click();
  const sheet = supervisor.page.getByTestId('goal-approval-sheet');
  await expect(sheet).toContainText('合同平均审核时长');
  await expect(sheet).toContainText('≤ 2 个工作日');
  const approved = answerFrom(supervisor.page, '/otkr/approve');
  await supervisor.page.getByTestId('goal-approve').click();
  await approved;
  await expect(supervisor.page.locator('.ant-message')).toContainText('已审批通过');
  await expect(item).toHaveCount(0);
  await supervisor.page.getByRole('tab', { name: '已处理' }).click();
  await expect(
    supervisor.page.getByTestId('goal-decided').locator(`[data-owner="${employee.email}"]`).first(),
  ).toContainText('已通过');

  await page.reload();
  await expect(status(page)).toHaveText('已通过');
  await expect(page.getByTestId('goal-submit')).toHaveCount(0);
  await expect(page.getByTestId('goal-view')).toContainText('上线合同模板库');

  // My approved goals download as a real .xlsx.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('goal-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^OTKR-\d{4}-H[12]-.+\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a supervisor downloads the whole team’s goals from /downloadOtkr', async ({ browser }) => {
  const { page } = await signedInAs(browser, SUPERVISOR, '/downloadOtkr');
  await expect(page.getByRole('heading', { name: '目标下载' })).toBeVisible();
  await expect(page.getByTestId('goal-whose')).toContainText('整个团队');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('goal-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^OTKR-\d{4}-H[12]-团队\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(5_000);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
