import type { Page } from '@playwright/test';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const cards = (page: Page) => page.getByTestId('honor-card');

// The once-only retirement notice (shell.spec covers it) is fixed at the bottom left, where the
// filter row may lie once the top list has loaded: it would take the clicks meant for the filters.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('portal.retirementNoticeShown', 'seen')),
);

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('honor-result-count').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

/** Waits until the grid shows the answer for the current filter (the count line changes with it). */
async function expectCountBelow(page: Page, total: number) {
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  await expect(cards(page)).toHaveCount(await resultCount(page));
}

test('honor hall: top list, filters by award, month and name, then reset', async ({ page }) => {
  await signInAt(page, '/honor');
  // The top list and the grid are two calls to one address: wait until the page is back from
  // sign-on and every call has answered.
  await page.waitForURL((url) => url.hash === '#/honor', { waitUntil: 'networkidle' });
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('honor-top-card').first()).toBeVisible();
  const topCount = await page.getByTestId('honor-top-card').count();
  expect(topCount).toBeGreaterThan(0);
  expect(topCount).toBeLessThanOrEqual(4);
  const total = await resultCount(page);
  await expect(cards(page)).toHaveCount(total);

  // Award: 最佳师徒奖 (award 11) shows its two names as 导师 and 学员.
  await page.getByTestId('honor-award-filter').click();
  await chooseOption(page, '最佳师徒奖');
  await expect(page).toHaveURL(/award=11/);
  await expectCountBelow(page, total);
  for (const award of await cards(page).getByTestId('honor-award').allTextContents())
    expect(award).toBe('最佳师徒奖');
  const pair = cards(page).first().getByTestId('honor-winners');
  await expect(pair).toHaveAttribute('data-kind', 'pair');
  await expect(pair).toContainText('导师');
  await expect(pair).toContainText('学员');

  // Month, on top of the award: every card is of that month.
  await page.getByTestId('honor-filter-reset').click();
  await expect.poll(() => resultCount(page)).toBe(total);
  const month = (await cards(page).nth(5).getByTestId('honor-month').textContent()) ?? '';
  const monthInput = page.getByPlaceholder('选择月份');
  await monthInput.click();
  await monthInput.fill(month);
  await monthInput.press('Enter');
  await expectCountBelow(page, total);
  for (const shown of await cards(page).getByTestId('honor-month').allTextContents())
    expect(shown).toBe(month);

  // Name: a part of a name finds the person, in a team too.
  await page.getByTestId('honor-filter-reset').click();
  await expect.poll(() => resultCount(page)).toBe(total);
  const winners = (await cards(page).nth(2).getByTestId('honor-winners').innerText()).split(/\s+/);
  const person = winners.find((word) => !['团队', '导师', '学员'].includes(word)) ?? '';
  await page.getByPlaceholder('输入员工姓名').fill(person);
  await page.getByPlaceholder('输入员工姓名').press('Enter');
  await expectCountBelow(page, total);
  for (const names of await cards(page).getByTestId('honor-winners').allTextContents())
    expect(names).toContain(person);

  await page.getByTestId('honor-filter-reset').click();
  await expect.poll(() => resultCount(page)).toBe(total);
});

test('honor detail: comment (as text), like, unlike, delete own comment', async ({ page }) => {
  await signInAt(page, '/honor');
  const first = cards(page).first();
  const honorId = await first.getAttribute('data-honor-id');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/honorDetail\\?id=${honorId}$`));
  await expect(page.getByTestId('article-title')).not.toBeEmpty();
  await expect(page.getByTestId('article-breadcrumb')).toContainText('荣誉殿堂');
  const panel = page.getByTestId('comments-panel');
  await expect(panel.getByTestId('like-toggle')).toBeVisible();
  const count = async (testId: string) => Number(await page.getByTestId(testId).textContent());
  const comments = await count('article-comment-count');

  // A comment with markup comes back as the same literal text and never runs.
  const text = `<script>window.__xss = 1</script> 好样的 ${Date.now()}`;
  await expect(panel.getByTestId('comment-submit')).toBeDisabled();
  await panel.getByTestId('comment-input').fill(text);
  await panel.getByTestId('comment-submit').click();
  const mine = panel.locator('li', { hasText: text });
  await expect(mine.getByTestId('comment-text')).toHaveText(text);
  await expect.poll(() => count('article-comment-count')).toBe(comments + 1);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(panel.getByTestId('comment-input')).toHaveValue('');

  // Like, then unlike: the button and both counts follow.
  const likes = await count('like-count');
  const liked = (await panel.getByTestId('like-toggle').getAttribute('data-liked')) === 'true';
  await panel.getByTestId('like-toggle').click();
  await expect(panel.getByTestId('like-toggle')).toHaveAttribute('data-liked', String(!liked));
  await expect.poll(() => count('like-count')).toBe(liked ? likes - 1 : likes + 1);
  await expect.poll(() => count('article-like-count')).toBe(liked ? likes - 1 : likes + 1);
  await panel.getByTestId('like-toggle').click();
  await expect(panel.getByTestId('like-toggle')).toHaveAttribute('data-liked', String(liked));
  await expect.poll(() => count('like-count')).toBe(likes);

  // An anonymous comment shows the mask, yet its author may delete it.
  await panel.getByTestId('comment-input').fill('匿名支持一下');
  await panel.getByTestId('comment-anonymous').check();
  await panel.getByTestId('comment-submit').click();
  const anonymous = panel.locator('li', { hasText: '匿名支持一下' });
  await expect(anonymous.getByTestId('comment-author')).toHaveText('Anonymous user****');

  // Delete own comments (the link exists only on them), confirming first.
  for (const own of [mine, anonymous]) {
    await own.getByTestId('comment-delete').click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /^删\s*除$/ })
      .click();
    await expect(own).toHaveCount(0);
  }
  await expect.poll(() => count('article-comment-count')).toBe(comments);
  // Colleagues' comments stay, without a delete link for us.
  await expect(panel.getByTestId('comment-delete')).toHaveCount(0);
});
