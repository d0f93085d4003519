import type { APIRequestContext, Page } from '@playwright/test';
import { answerFrom } from './support/answers.ts';
import { openedPopup } from './support/popups.ts';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first, then the holder of two module rights, then employees. */
const ADMINISTRATOR = 0;
const RIGHT_HOLDER = 1;
const EMPLOYEE = 2;
/** An account no other spec signs in as: it holds a right for a moment here. */
const GRANTEE = 3;

/** The email of a demo account, read from the sign-on page's list (signs in as nobody). */
async function demoEmail(page: Page, account: number) {
  await page.goto('/#/');
  await page.waitForURL(/\/sso\/login/);
  const email = (await page.locator('.demo code').nth(account).textContent())?.trim() ?? '';
  await page.context().clearCookies();
  return email;
}

// The once-only retirement notice (shell.spec covers it) is fixed at the bottom left, over the
// console's buttons on the first page a browser opens: these browsers have seen it.
const noticeSeen = () => localStorage.setItem('portal.retirementNoticeShown', 'seen');
test.beforeEach(({ page }) => page.addInitScript(noticeSeen));

const navKeys = (page: Page) =>
  page
    .locator('[data-testid^="console-nav-"]')
    .evaluateAll((links) => links.map((link) => link.dataset.testid));

test('an employee without a module right gets no console link and no console page', async ({ page }) => {
  await signInAt(page, '/admin', EMPLOYEE);
  await expect(page.getByTestId('console-forbidden')).toContainText('没有管理权限');
  await expect(page.locator('[data-testid^="console-nav-"]')).toHaveCount(0);

  await page.getByTestId('user-menu-trigger').hover();
  await expect(page.getByTestId('user-menu-logout')).toBeVisible();
  await expect(page.getByTestId('user-menu-console')).toHaveCount(0);

  await page.goto('/#/admin/audit');
  await expect(page.getByTestId('audit-not-admin')).toContainText('只有管理员可以查看操作日志');
  await expect(page.getByTestId('audit-table')).toHaveCount(0);
  // The server refuses the trail whatever the page shows.
  const refused = await page.request.get('/admin/audit/list', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('auth.forbidden');
});

test('a right holder finds the console in the user menu, with their own modules only', async ({ page }) => {
  await signInAt(page, '/', RIGHT_HOLDER);
  await page.getByTestId('user-menu-trigger').hover();
  await expect(page.getByTestId('user-menu-console').locator('xpath=..')).toHaveAttribute('href', '/#/admin');

  await page.goto('/#/admin');
  await expect(page.getByTestId('console-page')).toBeVisible();
  // The demo's editor holds the holiday, software, apartment and rotation rights; granting rights
  // and reading the trail stay an administrator's.
  expect(await navKeys(page)).toEqual([
    'console-nav-overview',
    'console-nav-holidays',
    'console-nav-software',
    'console-nav-apartments',
    'console-nav-rotation',
  ]);
  await page.getByTestId('console-card-rotation').click();
  await expect(page).toHaveURL(/#\/jobListings$/);
});

test('an administrator grants a right, and the audit trail shows it, filtered and exported', async ({
  page,
}) => {
  const employee = await demoEmail(page, GRANTEE);
  await signInAt(page, '/admin', ADMINISTRATOR);
  await expect(page.getByTestId('console-page')).toBeVisible();
  expect(await navKeys(page)).toEqual([
    'console-nav-overview',
    'console-nav-rights',
    'console-nav-audit',
    'console-nav-holidays',
    'console-nav-software',
    'console-nav-assets',
    'console-nav-apartments',
    'console-nav-rotation',
    'console-nav-feedback',
    'console-nav-feedbackForms',
    'console-nav-news',
    'console-nav-rooms',
    'console-nav-messages',
  ]);

  await page.getByTestId('console-nav-rights').click();
  const news = page.getByTestId('right-news:edit');
  await expect(news).toContainText('新闻的撰写、定时发布与下线');
  await news.getByRole('textbox').fill(employee);
  const granted = answerFrom(page, '/admin/rights/grant');
  // A double click grants once.
  await news.getByRole('button', { name: /授\s*予/ }).dblclick();
  expect((await granted).status()).toBe(200);
  await expect(news).toContainText(employee);

  await page.getByTestId('console-nav-audit').click();
  const rows = page.locator('[data-testid="audit-table"] .ant-table-tbody tr.ant-table-row');
  // Other specs write in the console meanwhile: this grant is found by its subject.
  const grantRow = rows.filter({ hasText: `news:edit · ${employee}` });
  await expect(grantRow).toHaveCount(1);
  await expect(grantRow).toContainText('授予');
  await expect(grantRow).toContainText('holders');

  await page.getByTestId('audit-filter-module').click();
  await chooseOption(page, '假期日历');
  await expect(page.getByTestId('audit-export')).toHaveAttribute('href', /module=holidays/);
  await expect(grantRow).toHaveCount(0);

  await page.getByTestId('audit-filter-module').click();
  await chooseOption(page, '模块权限');
  await expect(grantRow).toHaveCount(1);
  await expect(page.getByTestId('audit-export')).toHaveAttribute('href', /module=rights/);
  const download = page.waitForEvent('download');
  await page.getByTestId('audit-export').click();
  expect((await download).suggestedFilename()).toMatch(/^操作日志-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The grant is undone, so the employee's account stays as the other specs expect it.
  await page.getByTestId('console-nav-rights').click();
  await news
    .locator('.ant-list-item', { hasText: employee })
    .getByRole('button', { name: /收\s*回/ })
    .click();
  const confirm = page.locator('.ant-popconfirm');
  await openedPopup(confirm);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(news).not.toContainText(employee);
});

test('a holder of messages:send sends a bell message to a listed colleague, who finds it under the bell', async ({
  page,
  browser,
}) => {
  const colleague = await demoEmail(page, GRANTEE);
  await signInAt(page, '/admin/messages', ADMINISTRATOR);
  const title = `门户维护通知 ${Date.now()}`;
  await page.getByTestId('broadcast-title').fill(title);
  await page.getByTestId('broadcast-content').fill('本周六 22:00 起门户维护两小时。');
  await page.getByTestId('broadcast-link').fill('https://evil.example.com');
  await page.getByTestId('broadcast-audience').getByText('指定人员').click();
  await page.getByTestId('broadcast-people').locator('input').fill(`${colleague},`);
  await expect(page.getByTestId('broadcast-people')).toContainText(colleague);

  // A link off the portal is refused before anything is sent.
  await page.getByTestId('broadcast-send').click();
  const confirm = page.locator('.ant-popconfirm');
  await openedPopup(confirm);
  await confirm.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText('链接只能是本门户的页面，以 /#/ 开头')).toBeVisible();

  await page.getByTestId('broadcast-link').fill('/#/ruleList');
  const sent = answerFrom(page, '/admin/messages/send');
  await page.getByTestId('broadcast-send').click();
  await openedPopup(confirm);
  // A double click sends once.
  await confirm.getByRole('button', { name: /发\s*送/ }).dblclick();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('已发送给 1 人')).toBeVisible();

  const other = await browser.newContext();
  const inbox = await other.newPage();
  await inbox.addInitScript(noticeSeen);
  await signInAt(inbox, '/404', GRANTEE);
  await inbox.getByTestId('message-bell').click();
  const items = inbox.locator('[data-testid^="message-item-"]').filter({ hasText: title });
  await expect(items).toHaveCount(1);
  await expect(items.getByRole('link')).toHaveAttribute('href', '/#/ruleList');
  await other.close();
});

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A company day some days ahead (the browser and the server both run on Asia/Shanghai). */
const dayAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Span {
  startTime: string;
  endTime: string;
}

/** The last room of the list free from 20:30 to 22:00 that day (other specs take the first free ones). */
async function freeEveningRoom(request: APIRequestContext, day: string) {
  const response = await request.post('/meeting/room/list', {
    headers: XHR,
    data: { startTime: `${day} 00:00:00`, endTime: `${day} 24:00:00` },
  });
  const rooms = (await response.json()).data as {
    id: number;
    name: string;
    bookRecords: Span[];
    closures: Span[];
  }[];
  const [from, to] = [`${day} 20:30:00`, `${day} 22:00:00`];
  const overlaps = (span: Span) => span.startTime < to && span.endTime > from;
  const room = rooms.findLast(
    (candidate) => ![...candidate.bookRecords, ...candidate.closures].some(overlaps),
  );
  if (!room) throw new Error('no free room found');
  return room;
}

test('a room admin closes a room, and the owner of a booking it hits gets the message', async ({
  page,
  browser,
}) => {
  const day = dayAhead(5);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.addInitScript(noticeSeen);
  await signInAt(owner, '/404', GRANTEE);
  await expect(owner.getByTestId('current-user-name')).not.toBeEmpty();
  const room = await freeEveningRoom(owner.request, day);
  const meetingName = `停用测试会议 ${Date.now()}`;
  const booked = await owner.request.post('/meeting/create', {
    headers: XHR,
    data: { name: meetingName, roomId: room.id, startTime: `${day} 21:00:00`, endTime: `${day} 21:30:00` },
  });
  expect((await booked.json()).code).toBe(1);

  await signInAt(page, '/admin/rooms', ADMINISTRATOR);
  await page.getByTestId('closure-room-search').locator('input').fill(room.name);
  await page.getByTestId('closure-room-search').locator('input').press('Enter');
  await page.getByTestId(`closure-open-${room.id}`).click();
  const drawer = page.getByTestId('closure-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('closure-start').fill(`${day}T20:30`);
  await drawer.getByTestId('closure-end').fill(`${day}T22:00`);
  await drawer.getByTestId('closure-reason').fill('投影仪更换');
  await expect(drawer.getByTestId('closure-create')).toBeDisabled();
  await drawer.getByTestId('closure-preview').click();
  await expect(drawer.getByTestId('closure-hits')).toContainText('停用将取消以下 1 个预订');
  await expect(drawer.getByTestId('closure-hits')).toContainText(meetingName);

  const created = answerFrom(page, '/admin/rooms/closures/create');
  await drawer.getByTestId('closure-create').click();
  const confirm = page.locator('.ant-popconfirm');
  await openedPopup(confirm);
  await expect(confirm).toContainText('将取消 1 个预订');
  // A double click closes once.
  await confirm.getByRole('button', { name: /停\s*用/ }).dblclick();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('已停用，取消了 1 个预订')).toBeVisible();
  const listed = drawer.getByTestId('closure-list').locator('li');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('投影仪更换');

  await owner.reload();
  await owner.getByTestId('message-bell').click();
  const notice = owner
    .locator('[data-testid^="message-item-"]')
    .filter({ hasText: `会议室${room.name}停用，你的预订已取消` });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('原因：投影仪更换');
  await ownerContext.close();

  // The room opens again, so other runs find it free.
  await listed.getByRole('button', { name: /删\s*除/ }).click();
  await openedPopup(confirm);
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  await expect(listed).toHaveCount(0);
});
