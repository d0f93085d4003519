import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiErrorPresenter } from '../../api/feedback.ts';
import { type ApiAnswers, callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { booking, closure, room } from '../rooms/model/test-fixtures.ts';
import { CreateMeetingPage } from './CreateMeetingPage.tsx';

// The link names a room that is not the one it books: the page must show the server's room 1.
const PAGE =
  '/meeting/createMeeting?roomId=1&roomName=%E5%81%87%E4%BC%9A%E8%AE%AE%E5%AE%A4&time=2026-11-23&startTime=10:00&endTime=11:00';

const ROOM_1 = room({ id: 1, meetingRoomName: '301 星河', name: '301 星河', capacity: 12 });

/**
 * The server as this page sees it: who is signed in (by default), room 1 on the booked day, and
 * what /meeting/create answers.
 */
const mockServer = (meetingCreate: ApiAnswers['meetingCreate'], roomDay: ApiAnswers['roomDay'] = ROOM_1) =>
  mockApi({ meetingCreate, roomDay });

beforeEach(() => {
  // Only Date is faked (2026-11-22 18:00 in Shanghai): the range is tomorrow morning.
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(at = PAGE) {
  return renderWithApi(<CreateMeetingPage />, {
    at,
    path: '/meeting/createMeeting',
    otherRoutes: { '/meeting/meetingOrder': <p>room list</p> },
  });
}

const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('CreateMeetingPage', () => {
  it("shows the server's room (never the link's name), the date with its weekday and the duration", async () => {
    const calls = mockServer({ id: 1, bookingId: 1 });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('create-meeting-room').textContent).toBe('301 星河'));
    expect(callsTo(calls, 'roomDay').map((call) => Object.fromEntries(call.query))).toEqual([
      { id: '1', date: '2026-11-23' },
    ]);
    const summary = screen.getByTestId('create-meeting-summary');
    expect(summary.textContent).not.toContain('假会议室');
    expect(summary.textContent).toContain('深圳 · 会展湾T10栋 · 3层');
    expect(summary.textContent).toContain('12人');
    expect(summary.textContent).toContain('2026年11月23日 星期一');
    expect(summary.textContent).toContain('10:00–11:00');
    expect(summary.textContent).toContain('1小时');
  });

  it('keeps everything typed and shows the conflict once when the time was taken meanwhile', async () => {
    const calls = mockServer(refuse(409, 'booking.conflict', '该时段已被预订，请重新选择'));
    const shownErrors = vi.fn();
    setApiErrorPresenter(shownErrors);
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '  季度复盘  ');
    typeInto('meeting-content', '议程：回顾与计划');
    fireEvent.click(screen.getByTestId('meeting-submit'));

    expect(await screen.findByTestId('booking-conflict')).toBeTruthy();
    expect((screen.getByTestId('meeting-subject') as HTMLInputElement).value).toBe('  季度复盘  ');
    expect((screen.getByTestId('meeting-content') as HTMLTextAreaElement).value).toBe('议程：回顾与计划');
    expect(screen.queryByText('room list')).toBeNull();
    // The notice explains it; the server's message is not shown a second time as a notice box.
    expect(shownErrors).not.toHaveBeenCalled();
    expect(screen.getAllByText('该时段已被预订，请重新选择')).toHaveLength(1);
    expect((screen.getByTestId('meeting-submit') as HTMLButtonElement).disabled).toBe(true);

    expect(callsTo(calls, 'meetingCreate')[0]?.body).toEqual({
      name: '季度复盘',
      roomId: 1,
      startTime: '2026-11-23 10:00:00',
      endTime: '2026-11-23 11:00:00',
      attendees: [],
      content: '议程：回顾与计划',
      attachment: '',
    });
  });

  it('adds the reason when the 409 is not a booking but a closure', async () => {
    mockServer(refuse(409, 'booking.closed', '该会议室此时段不开放：设备检修'));
    setApiErrorPresenter(() => {});
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).toContain('该时段会议室不可用，请重新选择');
    expect(notice.textContent).toContain('该会议室此时段不开放：设备检修');
  });

  it('shows a taken range without repeating the message as its reason, whatever the language', async () => {
    mockServer(refuse(409, 'booking.conflict', 'That time is already booked'));
    setApiErrorPresenter(() => {});
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).not.toContain('That time is already booked');
  });

  it('shows no range notice for other refusals', async () => {
    const shownErrors = vi.fn();
    mockServer(refuse(400, 'meeting.unknownAttendee', '参会人不存在'));
    setApiErrorPresenter(shownErrors);
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    await waitFor(() => expect(shownErrors).toHaveBeenCalledWith('参会人不存在'));
    expect(screen.queryByTestId('booking-conflict')).toBeNull();
  });

  it('goes back to the room list once the meeting is created', async () => {
    mockServer({ id: 7, bookingId: 9 });
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('room list')).toBeTruthy();
  });

  it('does not send a meeting without a subject', async () => {
    const calls = mockServer({ id: 7, bookingId: 9 });
    renderPage();
    await screen.findByText('301 星河');
    typeInto('meeting-subject', '   ');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('请输入会议主题')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'meetingCreate')).toEqual([]));
  });

  it('sends a malformed range back to the room list', () => {
    mockServer({ id: 7, bookingId: 9 });
    renderPage('/meeting/createMeeting?roomId=1&time=2026-11-23&startTime=11:00&endTime=10:00');
    expect(screen.queryByTestId('create-meeting-summary')).toBeNull();
    expect(screen.getByText('返回会议室列表')).toBeTruthy();
  });

  it('flags a range booked on the room list as soon as the page opens, and disables 预定', async () => {
    const taken = booking({
      startTime: '2026-11-23 10:30:00',
      endTime: '2026-11-23 11:30:00',
      checkedInfo: ['10:30', '11:00'],
    });
    const calls = mockServer({ id: 7, bookingId: 9 }, { ...ROOM_1, bookRecords: [taken] });
    renderPage();
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).toContain('该时段已被预订，请重新选择');
    expect(notice.textContent).toContain('李雷 已预订 10:30-11:30');
    expect((screen.getByTestId('meeting-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'meetingCreate')).toEqual([]);
  });

  it('flags a closed, past or too distant range on opening', async () => {
    mockServer(
      { id: 7, bookingId: 9 },
      { ...ROOM_1, closures: [closure({ checkedInfo: ['10:00'], reason: '设备维修' })] },
    );
    const closed = renderPage();
    expect((await screen.findByTestId('booking-conflict')).textContent).toContain('设备维修');
    closed.unmount();

    mockServer({ id: 7, bookingId: 9 });
    const past = renderPage(PAGE.replace('2026-11-23', '2026-11-22'));
    expect((await screen.findByTestId('booking-conflict')).textContent).toContain('该时段已过去');
    past.unmount();

    mockServer({ id: 7, bookingId: 9 });
    renderPage(PAGE.replace('2026-11-23', '2027-03-01'));
    expect((await screen.findByTestId('booking-conflict')).textContent).toContain('只能预订 90 天内的会议室');
  });

  it('says when the room of the link does not exist, without a second notice box', async () => {
    const shownErrors = vi.fn();
    setApiErrorPresenter(shownErrors);
    mockServer({ id: 7, bookingId: 9 }, refuse(404, 'room.notFound', '会议室不存在'));
    renderPage();
    expect(await screen.findByText('返回会议室列表')).toBeTruthy();
    expect(screen.getByText('会议室不存在')).toBeTruthy();
    expect(shownErrors).not.toHaveBeenCalled();
  });

  it('stops the content at 100 characters (an emoji is one) and says why', async () => {
    mockServer({ id: 7, bookingId: 9 });
    renderPage();
    const content = (await screen.findByTestId('meeting-content')) as HTMLTextAreaElement;
    expect(screen.queryByTestId('meeting-content-limit')).toBeNull();
    typeInto('meeting-content', '议'.repeat(100));
    expect((await screen.findByTestId('meeting-content-limit')).textContent).toBe(
      '会议内容最多 100 个字，已达上限',
    );
    // Characters as the server counts them: an emoji is one, and typing stops at 100 of them.
    typeInto('meeting-content', '🎉'.repeat(101));
    await waitFor(() => expect(content.value).toBe('🎉'.repeat(100)));
    expect(screen.getByTestId('meeting-content-limit')).toBeTruthy();
  });
});
