import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOption } from './support/select.ts';
import { signOnAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A company day some days ahead (the browser and the server both run on Asia/Shanghai). */
const dayAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response =
    method === 'GET'
      ? await request.get(url, { headers: XHR })
      : await request.post(url, { headers: XHR, data });
  const body = (await response.json()) as { code: number | string; message: string; data: T };
  return body;
}

/** Signs in as the demo account listed at `index` on the sign-on page; answers every account listed. */
async function signInAs(page: Page, index: number, route: string) {
  await page.goto(`/#${route}`);
  await page.waitForURL(/\/sso\/login/);
  const accounts = (await page.locator('.demo code').allTextContents()).map((text) => text.trim());
  await signOnAs(page, accounts[index] ?? '');
  return accounts;
}

async function myMeetingsCount(page: Page) {
  await page.getByTestId('user-menu-trigger').hover();
  const item = page.getByTestId('user-menu-myMeetings');
  await expect(item).toBeVisible();
  await expect(item).toHaveText(/\d+$/);
  const count = Number((await item.textContent())?.match(/(\d+)$/)?.[1]);
  await page.mouse.move(0, 400);
  return count;
}

interface Span {
  startTime: string;
  endTime: string;
}

/**
 * A room free from 22:00 to 22:30 some days ahead (the demo data fills many rooms in office hours),
 * read from the room list the page itself uses.
 */
async function freeLateRoom(request: APIRequestContext, day: string) {
  const rooms = await api<{ id: number; bookRecords: Span[]; closures: Span[] }[]>(
    request,
    'POST',
    '/meeting/room/list',
    { startTime: `${day} 00:00:00`, endTime: `${day} 24:00:00` },
  );
  const [from, to] = [`${day} 22:00:00`, `${day} 22:30:00`];
  const overlaps = (span: Span) => span.startTime < to && span.endTime > from;
  const room = rooms.data.find(
    (candidate) => ![...candidate.bookRecords, ...candidate.closures].some(overlaps),
  );
  if (!room) throw new Error('no free room found');
  return room.id;
}

test('a meeting from creation to minutes, an action plan done by its owner, the count and the red dot', async ({
  page,
  browser,
}) => {
  // The organizer: the first demo account; the attendee: the second.
  const [organizer, attendee] = await signInAs(page, 0, '/meeting/meetingListAll');
  expect(attendee).toBeTruthy();
  await expect(page.getByTestId('current-user-name')).toBeVisible();
  const before = await myMeetingsCount(page);

  // Create it on the create-meeting page: an attendee picked by search, an attachment uploaded.
  const request = page.context().request;
  const day = dayAhead(3);
  const roomId = await freeLateRoom(request, day);
  await page.goto(`/#/meeting/createMeeting?roomId=${roomId}&time=${day}&startTime=22:00&endTime=22:30`);
  await expect(page.getByTestId('create-meeting-summary')).toBeVisible();
  await page.getByTestId('meeting-subject').fill('端到端纪要评审会');
  await page.getByTestId('meeting-attendees').click();
  await page.keyboard.type(attendee ?? '');
  await chooseOption(page, attendee);
  await page.getByTestId('meeting-content').fill('议程：评审纪要与行动计划');
  await page.locator('[data-testid="meeting-attachments"] input[type=file]').setInputFiles({
    name: 'agenda.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByTestId('meeting-attachments')).toContainText('agenda.pdf');
  await expect(page.getByTestId('meeting-submit')).toBeEnabled();
  await page.getByTestId('meeting-submit').click();
  await expect(page).toHaveURL(/#\/meeting\/meetingOrder/);
  const created = await api<{ list: { id: number }[] }>(request, 'POST', '/meeting/list', {
    listType: 'created',
    content: '端到端纪要评审会',
    currentPage: 1,
    pageSize: 10,
  });
  const id = created.data.list[0]?.id;
  expect(id).toBeTruthy();

  // The organizer's count follows.
  await page.reload();
  expect(await myMeetingsCount(page)).toBe(before + 1);

  // Detail: the organizer becomes the recorder and writes the minutes.
  await page.goto(`/#/meeting/meetingDetail?id=${id}`);
  await expect(page.getByTestId('meeting-detail-name')).toContainText('端到端纪要评审会');
  await expect(page.getByRole('link', { name: 'agenda.pdf' })).toBeVisible();
  await page.getByTestId('minutes-recorder').click();
  await chooseOption(page);
  await expect(page.getByTestId('minutes-edit')).toBeVisible();
  await page.getByTestId('minutes-edit').click();
  await page.getByTestId('minutes-text').fill('结论：按计划推进\n下周复查');
  await page.getByTestId('minutes-save').click();
  await expect(page.getByTestId('minutes-view')).toContainText('结论：按计划推进');

  // An action plan for the attendee.
  await page.getByTestId('action-add').click();
  await page.getByTestId('action-title').fill('整理评审意见');
  await page.getByTestId('action-owners').click();
  await page.keyboard.type(attendee ?? '');
  await chooseOption(page, attendee);
  await page.getByTestId('action-due').fill(dayAhead(7));
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('meeting-actions')).toContainText('整理评审意见');

  // The attendee: a red dot waits, and their count includes the meeting.
  const other = await browser.newContext();
  const attendeePage = await other.newPage();
  await signInAs(attendeePage, 1, '/meeting/meetingListAll');
  await expect(attendeePage.getByTestId('meeting-notice-dot')).toBeVisible();
  expect(await myMeetingsCount(attendeePage)).toBeGreaterThanOrEqual(1);

  // Opening 待处理 clears the dot, for good.
  await attendeePage.getByTestId('meeting-side-toHandle').click();
  await expect(attendeePage.getByTestId('meeting-notice-dot')).toHaveCount(0);
  await expect(attendeePage.getByTestId(`meeting-row-${id}`)).toBeVisible();
  await attendeePage.reload();
  await expect(attendeePage.getByTestId('meeting-side-toHandle')).toBeVisible();
  await expect(attendeePage.getByTestId('meeting-notice-dot')).toHaveCount(0);

  // The owner marks the action done.
  await attendeePage.goto(`/#/meeting/meetingDetail?id=${id}`);
  const row = attendeePage.getByTestId('meeting-actions').locator('tr', { hasText: '整理评审意见' });
  await row.getByRole('button').click();
  const dialog = attendeePage.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await chooseOption(attendeePage, '已完成');
  await dialog.getByTestId('action-progress').fill('已汇总');
  await dialog.getByTestId('action-status-save').click();
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('已汇总');
  await other.close();

  // The organizer sees it done.
  await page.reload();
  await expect(page.getByTestId('meeting-actions').locator('tr', { hasText: '整理评审意见' })).toContainText(
    '已完成',
  );
  expect(organizer).not.toBe(attendee);
});
