import { answerFrom } from './support/answers.ts';
import { openedPopup } from './support/popups.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first; the third account is a plain employee. */
const EMPLOYEE = 2;

// The once-only retirement notice (shell.spec covers it) sits at the bottom left, over the
// editor's buttons: these browsers have seen it.
const noticeSeen = () => localStorage.setItem('portal.retirementNoticeShown', 'seen');
test.beforeEach(({ page }) => page.addInitScript(noticeSeen));

test('an editor builds a questionnaire of two questions and opens it; an employee answers it', async ({
  page,
  browser,
}) => {
  const title = `班车满意度调查 ${Date.now()}`;
  await signInAt(page, '/admin/feedback/forms');
  await page.getByTestId('feedback-form-create').click();
  await page.getByTestId('feedback-form-title').fill(title);
  await page.getByTestId('feedback-form-title-en').fill('Shuttle survey');

  const questions = page.getByTestId('feedback-question-editor');
  await questions.nth(0).getByTestId('feedback-question-title').fill('你常坐哪条线路？');
  await page.getByTestId('feedback-question-add').click();
  await questions.nth(1).getByTestId('feedback-question-title').fill('班车准时吗？');
  await questions.nth(1).getByTestId('feedback-question-required').check();
  // The required question goes first.
  await questions.nth(1).getByTestId('feedback-question-up').click();
  await expect(questions.nth(0).getByTestId('feedback-question-title')).toHaveValue('班车准时吗？');

  const created = answerFrom(page, '/admin/feedback/forms/create');
  await page.getByTestId('feedback-form-save').dblclick();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/forms\?key=form-/);
  await expect(page.getByTestId('feedback-editor-status')).toHaveText('草稿');

  // The preview is the feedback page's own sheet: the questions in order, the required one marked.
  await page.getByTestId('feedback-form-preview').click();
  const preview = page.getByTestId('feedback-preview');
  await openedPopup(preview);
  await expect(preview.getByTestId('feedback-title')).toHaveText(title);
  await expect(preview.locator('label[for^="feedback-question-"]')).toHaveText([
    '1. 班车准时吗？ *',
    '2. 你常坐哪条线路？',
  ]);
  await expect(preview.getByTestId('feedback-submit')).toBeDisabled();
  await preview.getByTestId('feedback-preview-language').getByText('English').click();
  await expect(preview.getByTestId('feedback-title')).toHaveText('Shuttle survey');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const opened = answerFrom(page, '/admin/feedback/forms/publish');
  await page.getByTestId('feedback-editor-publish').click();
  expect((await opened).status()).toBe(200);
  await expect(page.getByTestId('feedback-editor-status')).toHaveText('收集中');

  // An employee finds it among the open questionnaires and answers it.
  const other = await browser.newContext();
  const employee = await other.newPage();
  await employee.addInitScript(noticeSeen);
  await signInAt(employee, '/listenQuestionnaire', EMPLOYEE);
  await employee.getByTestId('feedback-others').getByRole('link', { name: title }).click();
  await expect(employee.getByTestId('feedback-title')).toHaveText(title);
  const fields = employee.getByTestId('feedback-answer');
  await expect(fields).toHaveCount(2);
  await fields.nth(1).fill('3 号线');
  // The required question is still empty.
  await expect(employee.getByTestId('feedback-submit')).toBeDisabled();
  await fields.nth(0).fill('基本准时');
  await employee.getByTestId('feedback-submit').click();
  await expect(employee.getByTestId('feedback-success')).toContainText('提交成功');
  await other.close();

  await page.getByTestId('feedback-form-back').click();
  await page.getByTestId('feedback-forms-search').locator('input').fill(title);
  await page.getByTestId('feedback-forms-search').locator('input').press('Enter');
  const row = page.getByTestId('feedback-forms').locator('tr', { hasText: title });
  await expect(row.locator('td').nth(3)).toHaveText('1');
});
