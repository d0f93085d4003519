import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants.ts';

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
  await page.fill('#username', accounts[index] ?? '');
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
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

/**
 * Books a free half hour late in the evening some days ahead, trying rooms until one is free (the
 * demo data fills many rooms in office hours).
 */
async function createMeeting(request: APIRequestContext, attendee: string, attachment: string) {
  const day = dayAhead(3);
  const rooms = await api<{ id: number }[]>(request, 'POST', '/meeting/room/list', {
    startTime: `${day} 00:00:00`,
    endTime: `${day} 24:00:00`,
  });
  for (const room of rooms.data) {
    for (const [start, end] of [
      ['22:00', '22:30'],
      ['22:30', '23:00'],
    ]) {
      const created = await api<{ id: number }>(request, 'POST', '/meeting/create', {
        name: '端到端纪要评审会',
        roomId: room.id,
        startTime: `${day} ${start}:00`,
        endTime: `${day} ${end}:00`,
        attendees: [attendee],
        content: '议程：评审纪要与行动计划',
        attachment,
      });
      if (created.code === 1) return created.data.id;
    }
  }
  throw new Error('no free room found');
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

  // Create it with an attendee and an attachment (through the API: the create page has its own spec).
  const request = page.context().request;
  const upload = await request.post('/portalApi/file/upload/multipartFile', {
    headers: XHR,
    multipart: {
      multipartFile: {
        name: 'agenda.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
      name: 'agenda.pdf',
    },
  });
  const uploaded = (await upload.json()) as { code: number; data: { ossKey: string } };
  expect(uploaded.code).toBe(1);
  const id = await createMeeting(request, attendee ?? '', uploaded.data.ossKey);

  // The organizer's count follows.
  await page.reload();
  expect(await myMeetingsCount(page)).toBe(before + 1);

  // Detail: the organizer becomes the recorder and writes the minutes.
  await page.goto(`/#/meeting/meetingDetail?id=${id}`);
  await expect(page.getByTestId('meeting-detail-name')).toContainText('端到端纪要评审会');
  await expect(page.getByRole('link', { name: 'agenda.pdf' })).toBeVisible();
  await page.getByTestId('minutes-recorder').click();
  await page.locator('.ant-select-item-option').first().click();
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
  await page.locator('.ant-select-item-option', { hasText: attendee ?? '' }).click();
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
  await attendeePage.locator('.ant-select-item-option', { hasText: '已完成' }).click();
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
