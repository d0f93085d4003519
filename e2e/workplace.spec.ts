import type { Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first; the others are plain employees here. */
const ADMINISTRATOR = 0;
const EMPLOYEE = 2;

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await chooseOption(page, option);
}

test('the process center lists my requests with their count, and an approver approves one', async ({
  page,
}) => {
  await signInAt(page, '/bm', ADMINISTRATOR);
  // Every demo account has four requests of its own.
  await expect(page.getByTestId('workflow-count')).toHaveText('共 4 条流程');
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('workflow-new')).toHaveAttribute(
    'href',
    /^https:\/\/workflow\.intranet\.local\//,
  );
  await expect(page.getByTestId('workflow-new')).toHaveAttribute('target', '_blank');

  // 待我审批: the business trips of the other demo accounts wait for the administrator.
  await page.getByRole('tab', { name: /待我审批/ }).click();
  await expect(page.getByTestId('workflow-count')).toHaveText(/共 \d+ 条流程/);
  const waiting = Number((await page.getByTestId('workflow-count').textContent())?.match(/\d+/)?.[0]);
  expect(waiting).toBeGreaterThan(4);
  const title = (await page.getByTestId('workflow-title').first().textContent()) ?? '';
  await page.getByTestId('workflow-title').first().click();
  const detail = page.getByTestId('workflow-detail');
  await expect(detail.getByTestId('workflow-steps')).toBeVisible();
  await expect(detail.getByTestId('workflow-detail-status')).toHaveText('审批中');
  // A rejection needs a reason; approving does not.
  await expect(detail.getByTestId('workflow-reject')).toBeDisabled();
  await detail.getByTestId('workflow-comment').fill('同意，注意控制差旅成本');
  const decided = answerFrom(page, '/new/api/oa/wf/request/decide');
  await detail.getByTestId('workflow-approve').click();
  await decided;
  await expect(page.locator('.ant-message')).toContainText('已同意');
  await expect(detail.getByTestId('workflow-approve')).toHaveCount(0);
  await expect(detail.getByTestId('workflow-steps')).toContainText('同意，注意控制差旅成本');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('workflow-count')).toHaveText(`共 ${waiting - 1} 条流程`);

  await page.getByRole('tab', { name: '已办' }).click();
  await expect(page.getByTestId('workflow-title').filter({ hasText: title }).first()).toBeVisible();
});

test('the old basic-information address lands on #/staffInfo', async ({ page }) => {
  // Every hash the page passes through, so the hop is seen even before /staffInfo has a page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHashes: string[] }).seenHashes = seen;
    const note = () => seen.push(location.hash);
    addEventListener('hashchange', note);
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      replace(...args);
      note();
    };
  });
  await signInAt(page, '/bm', EMPLOYEE);
  await expect(page.getByTestId('workflow-count')).toBeVisible();
  // The user menu links both addresses inside the app.
  await page.getByTestId('user-menu-trigger').hover();
  await expect(page.getByTestId('user-menu-myProcesses').locator('xpath=..')).toHaveAttribute(
    'href',
    '/#/bm',
  );
  await expect(page.getByTestId('user-menu-basicInfo').locator('xpath=..')).toHaveAttribute(
    'href',
    '/#/bm?direct=1#!staffinfo__userId-0',
  );
  await page.goto('/#/bm?direct=1#!staffinfo__userId-0');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seenHashes: string[] }).seenHashes))
    .toContain('#/staffInfo');

  // The server sends the old /bm bookmark to the process center.
  await page.goto('/bm');
  await expect(page).toHaveURL(/\/#\/bm$/);
  await expect(page.getByTestId('workflow-count')).toBeVisible();
});

test('an employee creates a personal project, and the filters survive leaving the page', async ({ page }) => {
  await signInAt(page, '/personalProject/personalProject', EMPLOYEE);
  await expect(rows(page).first()).toBeVisible();
  const name = `E2E 自动化项目 ${Date.now()}`;
  await page.getByTestId('project-new').click();
  await page.getByTestId('project-form-name').fill(name);
  await page.getByTestId('project-form-role').fill('负责人');
  await pick(page, 'project-form-status', '进行中');
  const created = answerFrom(page, '/personalProject/create');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await created;
  await expect(page.locator('.ant-message')).toContainText('项目已创建');
  await expect(page.getByTestId('project-name').filter({ hasText: name })).toBeVisible();

  await pick(page, 'project-filter-status', '进行中');
  await page.getByTestId('project-filter-keyword').locator('input').fill('E2E');
  await page.getByTestId('project-filter-keyword').locator('input').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('project-count')).toHaveText('共 1 个项目');

  await page.goto('/#/bm');
  await expect(page.getByTestId('workflow-count')).toBeVisible();
  await page.goto('/#/personalProject/personalProject');
  await expect(page.getByTestId('project-filter-status')).toContainText('进行中');
  await expect(page.getByTestId('project-filter-keyword').locator('input')).toHaveValue('E2E');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('project-name')).toHaveText(name);
});

test('public assets are searched and filtered; only right holders may add them', async ({ page }) => {
  await signInAt(page, '/assets/index', EMPLOYEE);
  await expect(page.getByTestId('asset-count')).toHaveText('共 40 项资产');
  await expect(page.getByTestId('asset-new')).toHaveCount(0);
  await expect(page.getByTestId('asset-edit')).toHaveCount(0);

  await pick(page, 'asset-filter-category', '车辆');
  await expect(page.getByTestId('asset-name').first()).toContainText('商务车');
  const vehicles = await rows(page).count();
  expect(vehicles).toBeGreaterThan(0);
  await expect(page.getByTestId('asset-count')).toHaveText(`共 ${vehicles} 项资产`);

  // The filters live with the page: a reload starts from all assets.
  await page.reload();
  await expect(page.getByTestId('asset-count')).toHaveText('共 40 项资产');
  await page.getByTestId('asset-filter-keyword').locator('input').fill('投影仪');
  await page.getByTestId('asset-filter-keyword').locator('input').press('Enter');
  await expect(page.getByTestId('asset-name').first()).toContainText('投影仪');
  for (const name of await page.getByTestId('asset-name').allTextContents()) expect(name).toContain('投影仪');

  await page.reload();
  await expect(page.getByTestId('asset-count')).toHaveText('共 40 项资产');
  await pick(page, 'asset-filter-status', '闲置');
  await expect(page.getByTestId('asset-status').first()).toHaveText('闲置');
  for (const status of await page.getByTestId('asset-status').allTextContents()) expect(status).toBe('闲置');
});

test('the administrator holds the assets right: 新增资产 and 编辑 show', async ({ page }) => {
  await signInAt(page, '/assets/index', ADMINISTRATOR);
  await expect(page.getByTestId('asset-new')).toBeVisible();
  await expect(page.getByTestId('asset-edit').first()).toBeVisible();
});
