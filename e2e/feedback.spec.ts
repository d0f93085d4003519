import type { Page } from '@playwright/test';
import { signInAt, signOnAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Signs in as a demo employee by email (every demo account shares the demo password). */
async function signInAs(page: Page, email: string, route: string) {
  await page.goto(`/#${route}`);
  await page.waitForURL(/\/sso\/login/);
  await signOnAs(page, email);
}

const fields = (page: Page) => page.getByTestId('feedback-answer');
const submit = (page: Page) => page.getByTestId('feedback-submit');

/** Writes `text` into the question at `index`, submits and waits for the thanks; the fields are empty again. */
async function submitAnswer(page: Page, index: number, text: string) {
  await fields(page).nth(index).fill(text);
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page.getByTestId('feedback-success')).toContainText('提交成功');
  for (const field of await fields(page).all()) await expect(field).toHaveValue('');
  await expect(submit(page)).toBeDisabled();
  await page.getByTestId('feedback-success-ok').click();
  await expect(page.getByTestId('feedback-success')).toBeHidden();
}

test('feedback: an anonymous and a signed answer, then the answers list and its export', async ({ page }) => {
  // The first demo account is the administrator, who also reads the answers.
  await signInAt(page, '/listenQuestionnaire');
  await expect(page.getByTestId('feedback-title')).toHaveText('倾听你的声音 · 员工意见反馈');
  await expect(fields(page)).toHaveCount(5);
  await expect(fields(page).first()).toHaveAttribute('placeholder', /工位、会议室/);
  const anonymous = page.getByRole('checkbox', { name: '匿名提交' });
  await expect(anonymous).toBeChecked();
  await expect(submit(page)).toBeDisabled();
  await fields(page).nth(2).fill('   ');
  await expect(submit(page)).toBeDisabled();
  await fields(page).nth(2).fill('');

  const stamp = Date.now();
  const anonymousText = `匿名：希望增加班车班次 ${stamp}`;
  await submitAnswer(page, 1, anonymousText);

  await anonymous.uncheck();
  await expect(page.getByText(/将以你的姓名提交：/)).toBeVisible();
  const signedText = `署名：会议室投影经常连不上 ${stamp}`;
  await submitAnswer(page, 0, signedText);

  await page.getByTestId('feedback-answers-link').click();
  await expect(page).toHaveURL(/#\/listenQuestionnaire\/answers$/);
  const table = page.getByTestId('feedback-answers');
  const anonymousRow = table.locator('tr', { hasText: anonymousText });
  await expect(anonymousRow).toContainText('匿名');
  await expect(anonymousRow).not.toContainText('@');
  const signedRow = table.locator('tr', { hasText: signedText });
  await expect(signedRow).toContainText('宋敏');
  await expect(signedRow).toContainText('min.song@xinghai-tech.com');
  // Today's answers come first: both rows carry the same (newest) day as the first row.
  const firstDay = await table.locator('tbody tr.ant-table-row').first().locator('td').first().textContent();
  await expect(anonymousRow.locator('td').first()).toHaveText(firstDay ?? '');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('feedback-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^倾听你的声音 · 员工意见反馈-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('feedback: the answers are for the feedback:read right, not for every employee', async ({ page }) => {
  // The seeded HR colleague holds feedback:read without being an administrator.
  await signInAs(page, 'juan.liang@xinghai-tech.com', '/listenQuestionnaire');
  await page.getByTestId('feedback-answers-link').click();
  const table = page.getByTestId('feedback-answers');
  await expect(table.locator('tr', { hasText: '亦庄园区的班车只有一个时段' })).toContainText('邓洋');
  await expect(table.locator('tr', { hasText: '合同审批要经过五个节点' })).toContainText('匿名');
  await expect(page.getByTestId('feedback-total')).toContainText(/共 \d+ 条反馈/);

  await page.context().clearCookies();
  await signInAs(page, 'ming.lin@xinghai-tech.com', '/listenQuestionnaire');
  await expect(fields(page)).toHaveCount(5);
  await expect(page.getByTestId('feedback-answers-link')).toHaveCount(0);
  await page.goto('/#/listenQuestionnaire/answers');
  await expect(page.getByText('只有拥有“查看与导出意见反馈”权限的同事可以查看反馈结果')).toBeVisible();
  await expect(page.getByTestId('feedback-answers')).toHaveCount(0);
});

test('feedback: in English the questionnaire and its questions read in English', async ({ page }) => {
  await signInAt(page, '/listenQuestionnaire');
  await expect(page.getByTestId('feedback-title')).toContainText('倾听你的声音');
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('feedback-title')).toHaveText('We are listening · Employee feedback');
  await expect(page.getByText('1. Workplace and facilities')).toBeVisible();
  await expect(page.getByText('工作环境与办公设施')).toHaveCount(0);
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('feedback-title')).toContainText('倾听你的声音');
});
