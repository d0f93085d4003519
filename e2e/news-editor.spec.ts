import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { openedPopup } from './support/popups.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const EMPLOYEE = 2;

// The once-only retirement notice (shell.spec covers it) would cover the editor's lower buttons.
const noticeSeen = () => localStorage.setItem('portal.retirementNoticeShown', 'seen');
test.beforeEach(({ page }) => page.addInitScript(noticeSeen));

/** A small PNG made here: a 480 × 320 picture of one colour. */
function png(width = 480, height = 320) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The company's wall clock (Asia/Shanghai) `seconds` from now, as a datetime-local value, to the minute. */
const companyMinute = (seconds: number) =>
  new Date(Date.now() + 8 * 3_600_000 + seconds * 1_000).toISOString().slice(0, 16);

/** The home page's latest notices, as `page` reads them after loading the page again. */
async function homeNotices(page: Page) {
  await page.reload();
  await page.getByTestId('home-latest-news-tab').click();
  return page.getByTestId('home-latest-news');
}

test('an editor writes a notice with a picture and schedules it a minute ahead; employees see it come in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now() % 100_000}`;
  const titleZh = `年终晚会通知 ${tag}`;
  const titleEn = `Year-end party ${tag}`;
  await signInAt(page, '/admin/news');
  await page.getByTestId('notice-new').click();
  await page.getByTestId('notice-title-zh').fill(titleZh);
  await page.getByTestId('notice-title-en').fill(titleEn);
  await page.getByTestId('notice-department').fill('行政部');
  await page.locator('[data-testid="notice-content-zh"] [contenteditable]').fill('晚会将于周五晚七点开始。');
  const placed = answerFrom(page, '/admin/news/images');
  await page
    .getByTestId('notice-content-zh')
    .locator('..')
    .locator('[data-testid="rich-text-picture-input"]')
    .setInputFiles({ name: '场地.png', mimeType: 'image/png', buffer: png() });
  expect((await placed).status()).toBe(200);
  await expect(page.locator('[data-testid="notice-content-zh"] img')).toHaveAttribute('src', /^\/file\//);

  const saved = answerFrom(page, '/admin/news/create');
  await page.getByTestId('notice-save').dblclick();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/#\/admin\/news\/edit\?id=\d+$/);
  await expect(page.getByTestId('notice-state')).toHaveText('草稿');

  // The preview reads as the page will: the picture is in the text.
  await page.getByTestId('notice-preview-open').click();
  await expect(page.getByTestId('notice-preview').locator('img')).toBeVisible();
  await expect(page.getByTestId('notice-preview')).toContainText(titleZh);
  await page.keyboard.press('Escape');

  // A minute ahead, to the minute the field takes: the next whole minute at least 20 s away.
  const publishAt = companyMinute(80);
  await page.getByTestId('notice-publish').click();
  await page.getByTestId('notice-publish-later').click();
  await page.getByTestId('notice-publish-at').fill(publishAt);
  const published = answerFrom(page, '/admin/news/publish');
  await page.getByTestId('notice-publish-confirm').dblclick();
  expect((await published).status()).toBe(200);
  await expect(page.getByTestId('notice-state')).toHaveText('待发布');

  const employee = await (await browser.newContext()).newPage();
  await employee.addInitScript(noticeSeen);
  await signInAt(employee, '/', EMPLOYEE);
  await expect(await homeNotices(employee)).not.toContainText(titleZh);

  // Published by the job queue on time; each look is a fresh load, as a person's would be.
  await expect(async () => {
    await expect(await homeNotices(employee)).toContainText(titleZh, { timeout: 2_000 });
  }).toPass({ timeout: 110_000, intervals: [5_000] });
  await employee.getByTestId('language-switch').click();
  await employee.getByTestId('home-latest-news-tab').click();
  await expect(employee.getByTestId('home-latest-news')).toContainText(titleEn);
  await employee.getByTestId('home-latest-news').getByText(titleEn).click();
  await expect(employee.locator('img[src^="/file/"]')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('notice-state')).toHaveText('已发布');

  // Taken down again, so the notice lists stay as the other specs of this worker's portal expect them.
  await page.getByTestId('notice-unpublish').click();
  const confirm = page.locator('.ant-popconfirm');
  await openedPopup(confirm);
  const takenDown = answerFrom(page, '/admin/news/unpublish');
  await confirm.getByRole('button', { name: /下\s*线/ }).click();
  expect((await takenDown).status()).toBe(200);
  await expect(page.getByTestId('notice-state')).toHaveText('草稿');
});
