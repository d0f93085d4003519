import type { Page } from '@playwright/test';
import { openedPopup } from './support/popups.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const notice = (page: Page) => page.getByTestId('retirement-notice');
const helpWidget = (page: Page) => page.getByTestId('help-widget');

/** Goes to a hash route and waits until the shell has drawn its header there. */
async function open(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expect(page.getByTestId('current-user-name')).not.toBeEmpty();
}

test('the one-time dialog about the old portal home shows once, on the first page, never again', async ({
  page,
}) => {
  await signInAt(page, '/404');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('旧版门户首页即将停用');
  await page.reload();
  await expect(page.getByTestId('current-user-name')).not.toBeEmpty();
  await expect(notice(page)).toHaveCount(0);
  await open(page, '/meeting/meetingOrder');
  await page.reload();
  await expect(page.getByTestId('current-user-name')).not.toBeEmpty();
  await expect(notice(page)).toHaveCount(0);
});

test('the help widget shows on home and meeting routes only, and opens the signed chat', async ({
  page,
  context,
}) => {
  await signInAt(page, '/404');
  await expect(page.getByTestId('current-user-name')).not.toBeEmpty();
  await expect(helpWidget(page)).toHaveCount(0);

  for (const route of ['/', '/meeting/meetingOrder']) {
    await open(page, route);
    await expect(helpWidget(page)).toBeVisible();
  }
  // Neither on the honor hall (or, were it missing, the 404 page it would redirect to).
  await open(page, '/honor');
  await expect(page.getByTestId('header-title')).toBeVisible();
  await expect(helpWidget(page)).toHaveCount(0);

  // The phone and mailbox hint, then the chat in a new window with the server's signed address.
  await open(page, '/meeting/meetingOrder');
  await helpWidget(page).locator('button').hover();
  await expect(page.getByTestId('help-panel')).toContainText('400-800-2026');
  // antd draws the popover before it places it beside the widget: for a moment (longer on a busy
  // machine) it sits at the top of the window, where a click aimed at its button lands on the
  // header, and the pointer leaving the widget closes the popover. The click waits until the chat
  // button has come down level with the widget.
  const widget = await helpWidget(page).locator('button').boundingBox();
  await expect
    .poll(async () => {
      const chatButton = await page.getByTestId('help-chat').boundingBox();
      return chatButton ? chatButton.y + chatButton.height / 2 : 0;
    })
    .toBeGreaterThan(widget?.y ?? Number.POSITIVE_INFINITY);
  await openedPopup(page.locator('.ant-popover', { has: page.getByTestId('help-chat') }));
  await context.route('https://help.intranet.local/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  const [chat] = await Promise.all([context.waitForEvent('page'), page.getByTestId('help-chat').click()]);
  await chat.waitForURL(/^https:\/\/help\.intranet\.local\/chat\?/);
  const params = new URL(chat.url()).searchParams;
  for (const name of ['nonce', 'timestamp', 'token', 'userId', 'email', 'name', 'signature']) {
    expect(params.get(name), name).toBeTruthy();
  }
  expect(params.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(chat.url()).not.toContain('secret');
  await chat.close();

  // Never on a phone-sized screen.
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(helpWidget(page)).toHaveCount(0);
});

test('the header menus come from the database and open on hover on every desktop page', async ({ page }) => {
  await signInAt(page, '/meeting/meetingOrder');
  await expect(page.getByTestId('header-title')).toHaveText('复盘报告');
  await expect(page.getByTestId('header-logo')).toHaveAttribute('href', '/#/');
  await page.getByTestId('nav-menu-myWork').hover();
  const bookRoom = page.getByRole('menuitem', { name: '预定会议室' });
  await expect(bookRoom).toBeVisible();
  await expect(bookRoom).toHaveAttribute('href', '/#/meeting/meetingOrder');
  await open(page, '/publicShow');
  await expect(page.getByTestId('header-title')).toHaveText('阳光公示');
});

test('the user menu opens on hover; logout asks first, cancel stays signed in, confirm signs out', async ({
  page,
}) => {
  await signInAt(page, '/404');
  const name = page.getByTestId('current-user-name');
  await expect(name).not.toBeEmpty();
  await page.getByTestId('retirement-notice-ok').click();

  await page.getByTestId('user-menu-trigger').hover();
  await expect(page.getByTestId('user-menu-myGoals')).toBeVisible();
  const labels = await page
    .locator('[data-testid^="user-menu-"]:not([data-testid="user-menu-trigger"])')
    .allTextContents();
  // My meetings carries its count (the meetings not cancelled and not yet over).
  expect(labels[1]).toMatch(/^我的会议\d+$/);
  expect(labels.map((label) => label.replace(/\d+$/, ''))).toEqual([
    '我的目标',
    '我的会议',
    '我的复盘',
    '我的流程',
    '重置密码',
    '我的资产',
    '基本信息',
    // The first demo account is the administrator: the console is in its menu.
    '管理控制台',
    '退出登录',
  ]);
  await expect(page.getByTestId('user-menu-myMeetings').locator('xpath=..')).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByTestId('user-menu-console').locator('xpath=..')).toHaveAttribute('href', '/#/admin');

  await page.getByTestId('user-menu-logout').click();
  const dialog = page.locator('.ant-modal-confirm');
  await openedPopup(dialog);
  await expect(dialog).toContainText('退出登入');
  await expect(dialog).toContainText('确认退出当前账号吗？');
  await dialog.getByRole('button', { name: '取 消' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(name).not.toBeEmpty();

  await page.getByTestId('user-menu-trigger').hover();
  await page.getByTestId('user-menu-logout').click();
  await openedPopup(dialog);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await page.waitForURL(/\/sso\/login/);
  // Back on the sign-on page in the portal's language, not the default.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the bell shows unread messages; opening the list marks them read', async ({ page }) => {
  await signInAt(page, '/404');
  const badge = page.locator('[data-testid="message-bell"] .ant-badge-count');
  await expect(badge).toHaveText(/^[1-9]/);
  await page.getByTestId('message-bell').click();
  await expect(page.getByTestId('message-list')).toBeVisible();
  await expect(page.locator('[data-testid^="message-item-"]').first()).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('current-user-name')).not.toBeEmpty();
  await expect(badge).toHaveCount(0);
});

test('switching to English changes the labels and stays after a reload', async ({ page }) => {
  await signInAt(page, '/meeting/meetingOrder');
  await expect(page.getByTestId('nav-menu-publicNotice')).toHaveText('公告');
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('nav-menu-publicNotice')).toHaveText('Public notice');
  await expect(page.getByTestId('header-title')).toHaveText('Review reports');
  await expect(page.getByTestId('language-switch')).toHaveText(/中文/);
  await page.reload();
  await expect(page.getByTestId('nav-menu-serviceTools')).toHaveText('Service tools');
  await page.getByTestId('user-menu-trigger').hover();
  await expect(page.getByTestId('user-menu-logout')).toHaveText('Log out');
});

test('on a 390 px phone the header folds into one menu and no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, '/');
  const menuButton = page.getByTestId('header-menu-button');
  await expect(menuButton).toBeVisible();
  await expect(page.getByTestId('nav-menu-publicNotice')).toHaveCount(0);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await expect(page.getByTestId('header-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sideways()).toBeLessThanOrEqual(0);

  await menuButton.click();
  const panel = page.getByTestId('header-menu-panel');
  await expect(panel).toBeVisible();
  for (const text of ['公告', '我的工作', '业务工具', '服务工具', '站内消息', 'English', '退出登录']) {
    await expect(panel).toContainText(text);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.goto('/#/meeting/meetingOrder');
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();
  await expect(page.getByTestId('phone-room-page-offer').locator('a')).toHaveAttribute(
    'href',
    '/#/meetingOrderH5',
  );
  expect(await sideways()).toBeLessThanOrEqual(0);
});
