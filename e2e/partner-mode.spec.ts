import type { Page } from '@playwright/test';
import { endOf, findFreeHour, tomorrow } from './support/h5-grid.ts';
import { partnerQuery, partnerToken, watchPartnerCalls } from './support/partner.ts';
import { chooseOption } from './support/select.ts';
import { expect, test } from './support/test.ts';

// Every page the partner app opens, with its token and no portal session: each call must take the
// token (the contracts' PARTNER_CALLS), never send the user to sign-on.
const USER = 'min.song';

// The pages speak English unless a language was chosen; these steps read the Chinese words.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.language', 'zh'));
});

/** Opens a page afresh (partner mode is read when a page loads, not on a hash change). */
async function open(page: Page, route: string) {
  await page.goto('about:blank');
  await page.goto(`/#${route}`);
}

/** The H5 room page on tomorrow, every cell of which is still to come; a free hour of it. */
async function freeHourTomorrow(page: Page, query: string) {
  await open(page, `/meetingOrderH5?${query}`);
  await expect(page.locator('[data-testid^=h5-room-]').first()).toBeVisible();
  const day = tomorrow();
  await page.getByTestId('h5-time-menu').click();
  await page.getByTestId(`h5-day-${day}`).click();
  await page.getByTestId('h5-time-apply').click();
  await expect(page.getByTestId('h5-time-menu')).toHaveText(day);
  const free = await findFreeHour(page.getByTestId('h5-grid'));
  expect(free).not.toBeNull();
  return { day, ...(free as NonNullable<typeof free>) };
}

test.describe('the phone pages in partner mode, with a token and no session', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, actionTimeout: 10_000 });

  test('book a room: 添加参会人 and back keeps the subject, then the history and my bookings', async ({
    page,
    request,
  }) => {
    const query = partnerQuery(USER, await partnerToken(request, USER));
    const calls = watchPartnerCalls(page);
    const { day, roomId, name, start, next } = await freeHourTomorrow(page, query);
    await page.getByTestId(`h5-cell-${roomId}-${start}`).tap();
    await page.getByTestId(`h5-cell-${roomId}-${next}`).tap();
    await expect(page.getByTestId('h5-book-range')).toHaveText(`${day} ${start}-${endOf(next)}`);
    await page.getByTestId('h5-book').tap();

    await expect(page.getByTestId('h5-create-room')).toHaveText(name);
    await page.getByTestId('h5-meeting-subject').fill('合作方应用里订的会');
    await page.getByTestId('h5-attendees-add').tap();
    // The picker: frequent contacts first, then the search; one person picked.
    await expect(page.getByTestId('h5-person-list')).toBeVisible();
    await page.getByTestId('h5-person-search').fill('xinghai');
    const person = page.getByTestId('h5-person-list').locator('[data-testid^="h5-person-"]').first();
    await expect(person).toBeVisible();
    const email = ((await person.getAttribute('data-testid')) ?? '').replace('h5-person-', '');
    await person.tap();
    await expect(page.getByTestId('h5-picked-count')).toContainText('1');
    await page.getByTestId('h5-select-done').tap();

    await expect(page.getByTestId('h5-meeting-subject')).toHaveValue('合作方应用里订的会');
    await expect(page.getByTestId('h5-attendees')).toContainText(email);
    await page.getByTestId('h5-meeting-submit').tap();
    await expect(page.getByTestId('h5-history-page')).toBeVisible();
    await expect(page.getByTestId('h5-history-page')).toContainText(name);

    await open(page, `/orderH5/myOrders?${query}`);
    await expect(page.getByTestId('h5-history-page')).toContainText(name);
    await calls.expectAllAccepted();
    for (const call of [
      'POST /meeting/create',
      'GET /meeting/room/day',
      'GET /new/api/oa/portal/searchEmployees',
    ])
      expect(calls.made).toContain(call);
    expect(calls.made).toContain('GET /meeting/getFrequentlyUsePersonnel');
  });

  test('my meetings, a meeting, my actions with 更新进展, my open actions', async ({ page, request }) => {
    const query = partnerQuery(USER, await partnerToken(request, USER));
    const calls = watchPartnerCalls(page);
    await open(page, `/meetingH5/meetingListAllH5?${query}`);
    const first = page.getByTestId('h5-meeting-list').locator('a').first();
    await expect(first).toBeVisible();
    const id = ((await first.getAttribute('data-testid')) ?? '').replace('h5-meeting-', '');
    await first.tap();
    await expect(page.getByTestId('h5-meeting-minutes')).toBeVisible();

    // Both detail routes, opened afresh as the partner app links them.
    for (const route of ['/meetingH5/meetingDetailH5', '/orderH5/meetingDetail']) {
      await open(page, `${route}?id=${id}&${query}`);
      await expect(page.getByTestId('h5-meeting-minutes')).toBeVisible();
    }

    await open(page, `/meetingH5/meetingActionsH5?${query}`);
    await expect(page.getByTestId('h5-action-list')).toBeVisible();
    const unfinished = page
      .locator('[data-testid^=h5-action-state-]')
      .filter({ hasNotText: '已完成' })
      .first();
    await expect(unfinished).toBeVisible();
    const actionId = (await unfinished.getAttribute('data-testid'))?.replace('h5-action-state-', '') ?? '';
    await page.getByTestId(`h5-action-report-${actionId}`).tap();
    await page.getByTestId('h5-action-set-doing').tap();
    await page.getByTestId('h5-action-progress').fill('合作方应用里更新');
    await page.getByTestId('h5-action-save').tap();
    await expect(page.getByText('进展已更新')).toBeVisible();
    await expect(page.getByTestId(`h5-action-${actionId}`)).toContainText('合作方应用里更新');
    await page.getByTestId('h5-action-scope-followed').tap();
    await expect(page.getByTestId('h5-action-scope-followed')).toHaveAttribute('aria-pressed', 'true');

    await open(page, `/todoActionsH5?${query}`);
    await expect(page.getByTestId(`h5-action-${actionId}`)).toBeVisible();
    await calls.expectAllAccepted();
    for (const call of ['POST /meeting/list', 'GET /meeting/detail', 'POST /meeting/action/my'])
      expect(calls.made).toContain(call);
    expect(calls.made).toContain('POST /meeting/action/status');
  });
});

test.describe('the desktop pages in partner mode, with a token and no session', () => {
  test('create meeting: choosing an attachment uploads it and keeps the typed subject', async ({
    page,
    request,
  }) => {
    const query = partnerQuery(USER, await partnerToken(request, USER));
    const { day, roomId, start, next } = await freeHourTomorrow(page, query);
    const calls = watchPartnerCalls(page);
    const range = new URLSearchParams({ roomId, time: day, startTime: start, endTime: endOf(next) });
    await open(page, `/meeting/createMeeting?${query}&${range}`);
    await page.getByTestId('meeting-subject').fill('带附件的合作方会议');
    const uploaded = page.waitForResponse((response) => response.url().includes('/file/upload/'));
    await page
      .getByTestId('meeting-attachments')
      .locator('input[type=file]')
      .setInputFiles({ name: '议程.pdf', mimeType: 'application/pdf', buffer: Buffer.from(SAMPLE_PDF) });
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByTestId('meeting-attachments')).toContainText('议程.pdf');
    await expect(page.getByTestId('meeting-attachments').locator('.ant-upload-list-item-error')).toHaveCount(
      0,
    );
    await expect(page.getByTestId('meeting-subject')).toHaveValue('带附件的合作方会议');
    expect(page.url()).toContain('#/meeting/createMeeting?');

    // An attendee from the search, then the booking itself.
    await page.getByTestId('meeting-attendees').click();
    await page.keyboard.type('xinghai');
    await chooseOption(page);
    const created = page.waitForResponse((response) => response.url().includes('/meeting/create'));
    const roomList = page.waitForResponse((response) => response.url().includes('/meeting/room/list'));
    await page.getByTestId('meeting-submit').click();
    expect((await created).status()).toBe(200);
    // Booked, the page goes back to the room list, which answers the token too.
    expect((await roomList).status()).toBe(200);
    await calls.expectAllAccepted();
    for (const call of [
      'POST /portalApi/file/upload/multipartFile',
      'GET /new/api/oa/portal/searchEmployees',
      'POST /meeting/create',
    ])
      expect(calls.made).toContain(call);
  });

  test('my bookings', async ({ page, request }) => {
    const query = partnerQuery(USER, await partnerToken(request, USER));
    const calls = watchPartnerCalls(page);
    const listed = page.waitForResponse((response) =>
      response.url().includes('/appia/meeting/room/my/book/list'),
    );
    await open(page, `/meeting/myOrders?${query}`);
    expect((await listed).status()).toBe(200);
    await expect(page.getByTestId('my-bookings-dialog')).toBeVisible();
    await calls.expectAllAccepted();
  });
});

const SAMPLE_PDF = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
