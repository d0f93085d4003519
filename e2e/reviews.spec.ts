import type { Browser, Page } from '@playwright/test';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Two ordinary demo employees (the administrator is listed first, the module right holder next). */
const AUTHOR = 4;
const READER = 5;

/** Each person in a browser of their own, the once-only retirement notice already seen (shell.spec covers it). */
async function signedInPage(browser: Browser, route: string, account: number) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('portal.retirementNoticeShown', 'seen'));
  const page = await context.newPage();
  const email = await signInAt(page, route, account);
  await expect(page.getByTestId('review-side-add')).toBeVisible();
  return { page, email };
}

const sideCount = async (page: Page, key: 'myReviews' | 'allReviews') => {
  const count = page.getByTestId(`review-count-${key}`);
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
};

async function myReviewsMenuCount(page: Page) {
  await page.getByTestId('user-menu-trigger').hover();
  const item = page.getByTestId('user-menu-myReviews');
  await expect(item).toHaveText(/\d+$/);
  const count = Number((await item.textContent())?.match(/(\d+)$/)?.[1]);
  await page.mouse.move(0, 400);
  return count;
}

/** All reviews afresh, once the server has said whether the red dot shows. */
async function reloadAllReviews(page: Page) {
  await page.goto('/#/review/allReview');
  const answered = page.waitForResponse(/\/retrospective\/get\/red\/point/);
  await page.reload();
  await answered;
}

test('a review is written and published, read and commented by a colleague, and the author sees the red dot', async ({
  browser,
}) => {
  const { page: author, email: authorEmail } = await signedInPage(browser, '/review/myReview', AUTHOR);
  // Start from a cleared red dot: opening my reviews clears it.
  const dot = author.getByTestId('review-notice-dot');
  if (await dot.isVisible()) await author.getByTestId('review-side-myReviews').click();
  await expect(dot).toHaveCount(0);
  const [mine, all] = [await sideCount(author, 'myReviews'), await sideCount(author, 'allReviews')];
  const menuCount = await myReviewsMenuCount(author);
  expect(menuCount).toBe(mine);

  // Write it: title, project, a section and one follow-up action owned by the author.
  const title = `端到端复盘 ${Date.now()}`;
  await author.getByTestId('review-side-add').click();
  await expect(author).toHaveURL(/#\/review\/createReview$/);
  await author.getByTestId('review-title').fill(title);
  await author.getByTestId('review-project').fill('门户复盘模块上线');
  await author.getByTestId('review-goal').fill('复盘模块按时上线');
  await author.getByTestId('review-lessons').fill('先写测试再发布');
  await author.getByTestId('review-add-action').click();
  const action = author.getByTestId('review-action-0');
  await action.getByTestId('review-action-content').fill('整理上线检查清单');
  await action.locator('.ant-select').click();
  await author.keyboard.type(authorEmail.split('@')[0] as string);
  await chooseOption(author, authorEmail);

  // An empty title is refused in place, before any call.
  await author.getByTestId('review-title').fill('');
  await author.getByTestId('review-publish').click();
  await expect(author.getByText('请输入复盘标题')).toBeVisible();
  await author.getByTestId('review-title').fill(title);
  await author.getByTestId('review-publish').click();

  await expect(author).toHaveURL(/#\/review\/reviewDetail\?id=\d+$/);
  await expect(author.getByTestId('review-heading')).toContainText(title);
  await expect(author.getByTestId('review-status')).toHaveText('已发布');
  await expect(author.getByTestId('review-actions')).toContainText('整理上线检查清单');
  await expect(author.getByTestId('review-count-myReviews')).toHaveText(String(mine + 1));
  await expect(author.getByTestId('review-count-allReviews')).toHaveText(String(all + 1));
  await expect.poll(() => myReviewsMenuCount(author)).toBe(menuCount + 1);
  const reviewUrl = author.url();

  // A colleague finds it among all reviews, reads it and comments.
  const { page: reader } = await signedInPage(browser, '/review/allReview', READER);
  await reader.getByTestId('review-search').locator('input').fill(title);
  await reader.getByTestId('review-search').locator('input').press('Enter');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByTestId('review-heading')).toContainText(title);
  await expect(reader.getByTestId('review-edit')).toHaveCount(0);
  const panel = reader.getByTestId('comments-panel');
  await panel.getByTestId('comment-input').fill('清单很实用，我们组也用起来');
  await panel.getByTestId('comment-submit').click();
  await expect(panel.getByTestId('comment-text').first()).toHaveText('清单很实用，我们组也用起来');

  // The author sees the red dot on my reviews; opening it clears the dot for good.
  await author.goto('/#/review/allReview');
  await expect(dot).toBeVisible();
  await author.getByTestId('review-side-myReviews').click();
  await expect(dot).toHaveCount(0);
  await author.reload();
  await expect(author.getByTestId('review-count-myReviews')).toHaveText(String(mine + 1));
  await expect(dot).toHaveCount(0);

  // However my reviews is opened, a typed address or the user menu (a new window), being there
  // clears the dot.
  const openers: Record<string, () => Promise<Page>> = {
    typedAddress: async () => {
      await author.goto('/#/review/myReview');
      return author;
    },
    userMenu: async () => {
      await author.getByTestId('user-menu-trigger').hover();
      const opened = author.context().waitForEvent('page');
      await author.getByTestId('user-menu-myReviews').click();
      return opened;
    },
  };
  for (const [way, open] of Object.entries(openers)) {
    await panel.getByTestId('comment-input').fill(`再补充一点：${way}`);
    await panel.getByTestId('comment-submit').click();
    await expect(panel.getByTestId('comment-text').first()).toHaveText(`再补充一点：${way}`);
    await reloadAllReviews(author);
    await expect(dot, way).toBeVisible();
    const cleared = author
      .context()
      .waitForEvent('response', (response) => response.url().includes('/retrospective/click/red/point'));
    const mine = await open();
    await expect(mine, way).toHaveURL(/#\/review\/myReview$/);
    await cleared;
    await expect(mine.getByTestId('review-notice-dot'), way).toHaveCount(0);
    if (mine !== author) await mine.close();
    await reloadAllReviews(author);
    await expect(dot, way).toHaveCount(0);
  }
  await author.goto(reviewUrl.replace(/^.*#/, '/#'));
  await expect(author.getByTestId('comments-panel')).toContainText('清单很实用');
});

test('a draft stays with its author: a colleague opening its address is told it does not exist', async ({
  browser,
}) => {
  const { page: author } = await signedInPage(browser, '/review/createReview', AUTHOR);
  const title = `草稿 ${Date.now()}`;
  await author.getByTestId('review-title').fill(title);
  await author.getByTestId('review-project').fill('内部试点');
  await author.getByTestId('review-save').click();
  await expect(author).toHaveURL(/#\/review\/reviewDetail\?id=\d+$/);
  await expect(author.getByTestId('review-status')).toHaveText('草稿');
  const draftPath = author.url().replace(/^.*#/, '/#');

  const { page: reader } = await signedInPage(browser, '/review/allReview', READER);
  await reader.goto(draftPath);
  await expect(reader.getByText('复盘报告不存在或无权查看')).toBeVisible();
  await expect(reader.getByText(title)).toHaveCount(0);

  // The author deletes the draft after confirming.
  await author.getByTestId('review-delete').click();
  await author.getByRole('button', { name: /确\s*定/ }).click();
  await expect(author).toHaveURL(/#\/review\/myReview$/);
  await expect(author.getByRole('link', { name: title })).toHaveCount(0);
});
