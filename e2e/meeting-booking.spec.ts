import type { Page } from '@playwright/test';
import { openedPopup } from './support/popups.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Tomorrow in the company's zone (the browser runs on Asia/Shanghai too, see the config). */
const tomorrow = () => {
  const shanghai = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
  return shanghai.toISOString().slice(0, 10);
};

// The once-only retirement notice (shell.spec covers it) is fixed at the bottom left, over the
// first slots of the lower rooms: it would take the clicks meant for them.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('portal.retirementNoticeShown', 'seen')),
);

/**
 * Keeps the text of every antd message and notification the page shows from now on, so a test can
 * check a notice after it has faded (they last a few seconds; a busy machine may not look in time).
 */
async function recordNotices(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { notices: string[] }).notices = seen;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice, .ant-notification-notice')) {
        const text = notice.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { notices: string[] }).notices.join('\n'));
}

/** How 我的预定 writes a day: `YYYY-MM-DD` → `MM月DD日`. */
const bookingDay = (day: string) => `${day.slice(5, 7)}月${day.slice(8, 10)}日`;

async function chooseLocation(page: Page, path: string[]) {
  await page.getByTestId('location-cascader').click();
  for (const level of path) {
    await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${level}$`) }).click();
  }
}

/** The first room row with two neighbouring free slots: its id, name and the two slot starts. */
async function findFreeHour(page: Page) {
  return page.evaluate(() => {
    for (const row of document.querySelectorAll<HTMLElement>('[data-testid^="room-row-"]')) {
      const slots = [...row.querySelectorAll<HTMLElement>('[data-testid^="slot-"]')];
      for (let index = 0; index + 1 < slots.length; index++) {
        const [first, second] = [slots[index], slots[index + 1]];
        if (first?.dataset.state === 'free' && second?.dataset.state === 'free') {
          const [, roomId, start] = first.dataset.testid?.split('-') ?? [];
          const [, , next] = second.dataset.testid?.split('-') ?? [];
          return { roomId, roomName: row.dataset.roomName ?? '', start, next };
        }
      }
    }
    return null;
  });
}

/** The rows show before every slot has its state: waits until two free neighbours are drawn. */
async function freeHourOnceDrawn(page: Page) {
  let free: Awaited<ReturnType<typeof findFreeHour>> = null;
  await expect
    .poll(async () => {
      free = await findFreeHour(page);
      return free;
    })
    .not.toBeNull();
  return free as unknown as NonNullable<Awaited<ReturnType<typeof findFreeHour>>>;
}

const endOf = (slotStart: string) => {
  const [hours = 0, minutes = 0] = slotStart.split(':').map(Number);
  const end = hours * 60 + minutes + 30;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** Tomorrow on one floor: picks two free neighbouring slots of a room and opens create-meeting for them. */
async function chooseFreeHourAndBook(page: Page) {
  // Tomorrow, on one floor of one building.
  const day = tomorrow();
  await page.getByTestId('date-picker').click();
  await page.locator(`td.ant-picker-cell[title="${day}"]`).click();
  await chooseLocation(page, ['北京', 'IC-Park一号楼', '3层']);
  const rows = page.locator('[data-testid^="room-row-"]');
  // The list keeps the last answer on screen until the new one arrives: wait for the new floor's rows.
  await expect(rows.first()).toBeVisible();
  await expect
    .poll(async () =>
      (await rows.allTextContents()).every((text) => text.includes('北京 · IC-Park一号楼 · 3层')),
    )
    .toBe(true);

  // Two clicks, second one earlier than the first: the range goes either way.
  const { roomId, roomName, start, next } = await freeHourOnceDrawn(page);
  const slot = (at: string) => page.getByTestId(`slot-${roomId}-${at}`);
  await slot(next as string).click();
  await expect(page.getByText('移动光标选择更多时段')).toBeVisible();
  await slot(start as string).click();
  await expect(slot(start as string)).toHaveAttribute('data-state', 'selected');
  await expect(slot(next as string)).toHaveAttribute('data-state', 'selected');
  const range = `${start}-${endOf(next as string)}`;
  await expect(page.getByTestId('book-popup')).toContainText(range);
  await page.getByTestId('book-confirm').click();
  return { day, roomName, range, start: start as string, next: next as string, slot };
}

test('find a room, book it with two clicks, see it taken, cancel it from 我的预定', async ({ page }) => {
  await signInAt(page, '/meeting/meetingOrder');
  const userName = (await page.getByTestId('current-user-name').textContent())?.trim() ?? '';
  const { day, roomName, range, start, next, slot } = await chooseFreeHourAndBook(page);

  // Create the meeting for that range.
  await expect(page).toHaveURL(/#\/meeting\/createMeeting\?/);
  await expect(page.getByTestId('create-meeting-summary')).toContainText(roomName);
  await page.getByTestId('meeting-subject').fill('端到端测试评审会');
  await page.getByTestId('meeting-content').fill('由自动化测试创建');
  await page.getByTestId('meeting-submit').click();

  // Back on the list, on the same day: the slots are taken, with the booker in the tooltip.
  await expect(page).toHaveURL(new RegExp(`#/meeting/meetingOrder\\?date=${day}`));
  await expect(slot(start)).toHaveAttribute('data-state', 'booked');
  await expect(slot(next)).toHaveAttribute('data-state', 'booked');
  await slot(start).hover();
  await expect(page.getByRole('tooltip')).toContainText(`${userName} 已预订 ${range}`);

  // Cancel it from 我的预定: the dialog closes, the list reloads, the slots are free again.
  await page.getByTestId('my-bookings-link').click();
  const dialog = page.getByTestId('my-bookings-dialog');
  await expect(dialog).toContainText('仅展示近七天预约记录');
  // Other tests may hold the same room and hours on another day of the week: the day tells them apart.
  const item = dialog
    .locator('li[data-testid^="my-booking-"]', { hasText: roomName })
    .filter({ hasText: range })
    .filter({ hasText: bookingDay(day) });
  // The dialog's list reloads after the booking: let it settle so the row is not redrawn under the click.
  await page.waitForLoadState('networkidle');
  await item.locator('[data-testid^="my-booking-cancel-"]').click();
  const notices = await recordNotices(page);
  // The confirm zooms in; a click while it moves can land beside its OK (see support/popups.ts).
  await openedPopup(
    page.locator('.ant-popconfirm').filter({ has: page.getByTestId('my-booking-cancel-confirm') }),
  );
  await page.getByTestId('my-booking-cancel-confirm').click();
  await expect.poll(notices).toContain('会议室取消成功');
  await expect(dialog).toBeHidden();
  await expect(slot(start)).toHaveAttribute('data-state', 'free');
  await expect(slot(next)).toHaveAttribute('data-state', 'free');
});

test('a double click on 预定 books once and reports success, never 该时段已被预订', async ({ page }) => {
  await signInAt(page, '/meeting/meetingOrder');
  const { day, roomName, range, start, slot } = await chooseFreeHourAndBook(page);
  await expect(page.getByTestId('create-meeting-summary')).toContainText(roomName);
  await page.getByTestId('meeting-subject').fill('双击预定');
  await page.getByTestId('meeting-submit').dblclick();

  await expect(page).toHaveURL(new RegExp(`#/meeting/meetingOrder\\?date=${day}`));
  await expect(page.getByText('该时段已被预订')).toHaveCount(0);
  await expect(slot(start)).toHaveAttribute('data-state', 'booked');
  await page.getByTestId('my-bookings-link').click();
  const dialog = page.getByTestId('my-bookings-dialog');
  const booked = dialog
    .locator('[data-testid^="my-booking-"]', { hasText: roomName })
    .filter({ hasText: range });
  await expect(booked.locator('[data-testid^="my-booking-cancel-"]')).toHaveCount(1);
  // Leave the room free for the other tests. The list settles first (the room list and the dialog
  // both reload after the booking), so the confirm button is not redrawn under the click; then the
  // server's answer to the cancel is awaited before the dialog is expected to close.
  await page.waitForLoadState('networkidle');
  await booked.locator('[data-testid^="my-booking-cancel-"]').click();
  const cancelled = page.waitForResponse((response) =>
    response.url().includes('/meeting/room/cancel/my/book'),
  );
  await openedPopup(
    page.locator('.ant-popconfirm').filter({ has: page.getByTestId('my-booking-cancel-confirm') }),
  );
  await page.getByTestId('my-booking-cancel-confirm').click();
  expect(await (await cancelled).json()).toMatchObject({ code: 1 });
  await expect(dialog).toBeHidden();
});

test('the room list follows its address: an edited date, then back and forward', async ({ page }) => {
  const first = tomorrow();
  const second = new Date(Date.parse(first) + 2 * 86_400_000).toISOString().slice(0, 10);
  await signInAt(page, `/meeting/meetingOrder?date=${first}&location=`);
  const dateField = page.getByTestId('date-picker');
  await expect(dateField).toContainText(first);
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();

  // Someone edits the address (or pastes a link): the page searches that day.
  const searched = page.waitForRequest(
    (request) => request.url().endsWith('/meeting/room/list') && (request.postData() ?? '').includes(second),
  );
  await page.evaluate((day) => {
    window.location.hash = `#/meeting/meetingOrder?date=${day}&location=`;
  }, second);
  await searched;
  await expect(dateField).toContainText(second);
  await expect(page).toHaveURL(new RegExp(`date=${second}`));

  await page.goBack();
  await expect(dateField).toContainText(first);
  await expect(page).toHaveURL(new RegExp(`date=${first}`));
  await page.goForward();
  await expect(dateField).toContainText(second);
});

test('a range over a booked slot is refused and the first click stays', async ({ page }) => {
  await signInAt(page, `/meeting/meetingOrder?date=${tomorrow()}`);
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();
  // A room whose timeline reads free … booked … free: click either side of the booking.
  const around = await page.evaluate(() => {
    for (const row of document.querySelectorAll<HTMLElement>('[data-testid^="room-row-"]')) {
      const slots = [...row.querySelectorAll<HTMLElement>('[data-testid^="slot-"]')];
      const states = slots.map((slot) => slot.dataset.state);
      const booked = states.indexOf('booked');
      const before = states.lastIndexOf('free', booked);
      const after = states.indexOf('free', booked);
      if (booked > 0 && before >= 0 && after > booked) {
        return { before: slots[before]?.dataset.testid, after: slots[after]?.dataset.testid };
      }
    }
    return null;
  });
  expect(around).not.toBeNull();
  const { before, after } = around as { before: string; after: string };
  await page.getByTestId(before).click();
  await page.getByTestId(after).click();
  await expect(page.getByText('所选时段包含已过期、不可用或已预订的时段，请重新选择')).toBeVisible();
  await expect(page.getByTestId(before)).toHaveAttribute('data-state', 'selected');
});

test('the room list speaks English after the switch', async ({ page }) => {
  await signInAt(page, '/meeting/meetingOrder');
  await expect(page.getByTestId('my-bookings-link')).toHaveText(/我的预定/);
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('my-bookings-link')).toHaveText(/My bookings/);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('my-bookings-link')).toHaveText(/My bookings/);
});

test('create-meeting shows the booked room from the server, not the name in the link, and flags a taken range at once', async ({
  page,
}) => {
  const day = tomorrow();
  await signInAt(page, `/meeting/meetingOrder?date=${day}&location=`);
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();
  const taken = await page.evaluate(() => {
    for (const row of document.querySelectorAll<HTMLElement>('[data-testid^="room-row-"]')) {
      const slot = row.querySelector<HTMLElement>('[data-state="booked"]');
      const [, roomId, start] = slot?.dataset.testid?.split('-') ?? [];
      if (roomId && start) return { roomId, start, roomName: row.dataset.roomName ?? '' };
    }
    return null;
  });
  expect(taken).not.toBeNull();
  const { roomId, start, roomName } = taken as NonNullable<typeof taken>;
  const query = new URLSearchParams({
    roomId,
    roomName: '假会议室',
    time: day,
    startTime: start,
    endTime: endOf(start),
  });
  await page.goto(`/#/meeting/createMeeting?${query.toString()}`);
  await expect(page.getByTestId('create-meeting-room')).toHaveText(roomName);
  await expect(page.getByTestId('create-meeting-summary')).not.toContainText('假会议室');
  await expect(page.getByTestId('booking-conflict')).toContainText('该时段已被预订，请重新选择');
  await expect(page.getByTestId('meeting-submit')).toBeDisabled();
});

test('the time window, filter and location survive the way to create-meeting and back', async ({ page }) => {
  const day = tomorrow();
  await signInAt(page, `/meeting/meetingOrder?date=${day}`);
  await chooseLocation(page, ['北京', 'IC-Park一号楼', '3层']);
  await page.getByTestId('room-filter-button').click();
  await page.getByTestId('room-filter-panel').getByText('电视', { exact: true }).click();
  // The popover grows in as it opens: the tick must have landed before 保存 saves the draft.
  await expect(page.getByTestId('room-filter-panel').getByRole('checkbox', { name: '电视' })).toBeChecked();
  await page
    .getByTestId('room-filter-panel')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByTestId('room-filter-button')).toContainText('筛选 · 1');
  await expect(page).toHaveURL(/devices=%E7%94%B5%E8%A7%86/);

  const { roomId, start } = await freeHourOnceDrawn(page);
  await page.getByTestId(`slot-${roomId}-${start}`).click();
  await page.getByTestId('book-confirm').click();
  await expect(page).toHaveURL(/#\/meeting\/createMeeting\?/);

  // 更改时间 leads back to the same search; so does a reload there.
  await page.getByText('更改时间').click();
  await expect(page).toHaveURL(/#\/meeting\/meetingOrder\?/);
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.getByTestId('room-filter-button')).toContainText('筛选 · 1');
    await expect(page.getByTestId('location-cascader')).toContainText('北京 / IC-Park一号楼 / 3层');
    await expect(page.getByTestId('date-picker')).toContainText(day);
  }
});

test('Esc closes the Cancel/Book popup and clears the selection', async ({ page }) => {
  await signInAt(page, `/meeting/meetingOrder?date=${tomorrow()}`);
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();
  const { roomId, start } = await freeHourOnceDrawn(page);
  const slot = page.getByTestId(`slot-${roomId}-${start}`);
  await slot.click();
  await expect(page.getByTestId('book-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('book-popup')).toBeHidden();
  await expect(slot).toHaveAttribute('data-state', 'free');
});

test('vertical timelines put the same hour at the same height in every room', async ({ page }) => {
  await signInAt(page, `/meeting/meetingOrder?date=${tomorrow()}&location=`);
  await expect(page.locator('[data-testid^="room-row-"]').first()).toBeVisible();
  await page.getByTestId('timeline-orientation').getByText('纵向').click();
  const tops = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="room-row-"]')].slice(0, 12).map((row) => {
      const slot = row.querySelector<HTMLElement>('[data-testid$="-12:00"]');
      return Math.round((slot?.getBoundingClientRect().top ?? 0) - row.getBoundingClientRect().top);
    }),
  );
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops).size).toBe(1);
});
