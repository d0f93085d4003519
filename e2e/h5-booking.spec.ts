import { endOf, findFreeHour, tomorrow } from './support/h5-grid.ts';
import { expect, test } from './support/test.ts';

// A phone in the partner app: the simulator frames the H5 room page with a freshly minted token,
// and the whole booking happens inside that frame by taps, with no portal session.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, actionTimeout: 10_000 });

test('from the partner simulator: pick a range by taps, book it, see it in the history, cancel it', async ({
  page,
}) => {
  // The partner's user reads the portal in Chinese (English is the default when nothing was chosen).
  await page.addInitScript(() => localStorage.setItem('portal.language', 'zh'));
  await page.goto('/partner/simulator');
  await page.locator('#userId').selectOption('min.song');
  await page.locator('button[type=submit]').click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-testid^=h5-room-]').first()).toBeVisible();
  // The phone-sized frame fits the screen once scrolled to it; its menu panels and the Book sheet
  // are fixed inside it, so the simulator page is scrolled back to the whole frame before tapping them.
  const showFrame = () =>
    page.locator('iframe').evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await showFrame();

  // Tomorrow, from the menu's day tabs: every cell of the day is still to come.
  const day = tomorrow();
  await frame.getByTestId('h5-time-menu').tap();
  await frame.getByTestId(`h5-day-${day}`).tap();
  await frame.getByTestId('h5-time-apply').tap();
  await expect(frame.getByTestId('h5-time-menu')).toHaveText(day);

  const free = await findFreeHour(frame.locator('[data-testid=h5-grid]'));
  expect(free).not.toBeNull();
  const { roomId, name, start, next } = free as NonNullable<typeof free>;
  await frame.getByTestId(`h5-cell-${roomId}-${start}`).tap();
  await expect(frame.getByTestId('h5-book-sheet')).toContainText(name);
  await expect(frame.getByTestId('h5-book-sheet')).toContainText('请选择预订时间');
  await frame.getByTestId(`h5-cell-${roomId}-${next}`).tap();
  await expect(frame.getByTestId(`h5-cell-${roomId}-${next}`)).toHaveAttribute('data-state', 'selected');
  await expect(frame.getByTestId('h5-book-range')).toHaveText(`${day} ${start}-${endOf(next)}`);
  await showFrame();
  await frame.getByTestId('h5-book').tap();

  await expect(frame.getByTestId('h5-create-room')).toHaveText(name);
  await frame.getByTestId('h5-meeting-subject').fill('手机上订的会');
  await showFrame();
  await frame.getByTestId('h5-meeting-submit').tap();

  // The history lists it (the links kept from, code and userId); cancelling says so in a toast.
  await expect(frame.getByTestId('h5-history-page')).toBeVisible();
  const month = Number(day.slice(5, 7));
  const date = `${String(month).padStart(2, '0')}月${day.slice(8, 10)}日`;
  const item = frame.locator('[data-testid^=h5-booking-]:not([data-testid*=cancel])', {
    hasText: `${date} ${start}-${endOf(next)}`,
  });
  await expect(item.filter({ hasText: name })).toHaveCount(1);
  await item.filter({ hasText: name }).locator('[data-testid^=h5-booking-cancel-]').tap();
  await showFrame();
  await frame.locator('.adm-dialog-button', { hasText: '确定' }).tap();
  await expect(frame.getByText('会议室取消成功')).toBeVisible();
  await expect(item.filter({ hasText: name })).toHaveCount(0);

  const frameUrl = await page
    .locator('iframe')
    .evaluate((element) => (element as HTMLIFrameElement).contentWindow?.location.href ?? '');
  expect(frameUrl).toContain('#/orderHistoryH5?from=appia&code=');
  expect(frameUrl).toContain('userId=min.song');
  expect(frameUrl).not.toContain('token=');
});
