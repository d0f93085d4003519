import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setApiErrorPresenter } from '../../api/feedback.ts';
import { type ApiAnswers, callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { CreateMeetingPage } from './CreateMeetingPage.tsx';

const PAGE =
  '/meeting/createMeeting?roomId=1&roomName=301%20星河&time=2026-11-23&startTime=10:00&endTime=11:00';

/** The server as this page sees it: who is signed in (by default), and what /meeting/create answers. */
const mockServer = (createMeeting: ApiAnswers['createMeeting']) => mockApi({ createMeeting });

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
  it('shows the room, the date with its weekday and the duration', () => {
    mockServer({ id: 1, bookingId: 1 });
    renderPage();
    const summary = screen.getByTestId('create-meeting-summary');
    expect(summary.textContent).toContain('301 星河');
    expect(summary.textContent).toContain('2026年11月23日 星期一');
    expect(summary.textContent).toContain('10:00–11:00');
    expect(summary.textContent).toContain('1小时');
  });

  it('keeps everything typed and shows the conflict notice when the time was taken', async () => {
    const calls = mockServer(refuse(409, 'booking.conflict', '该时段已被预订，请重新选择'));
    const shownErrors = vi.fn();
    setApiErrorPresenter(shownErrors);
    renderPage();
    typeInto('meeting-subject', '  季度复盘  ');
    typeInto('meeting-content', '议程：回顾与计划');
    fireEvent.click(screen.getByTestId('meeting-submit'));

    expect(await screen.findByTestId('booking-conflict')).toBeTruthy();
    expect((screen.getByTestId('meeting-subject') as HTMLInputElement).value).toBe('  季度复盘  ');
    expect((screen.getByTestId('meeting-content') as HTMLTextAreaElement).value).toBe('议程：回顾与计划');
    expect(screen.queryByText('room list')).toBeNull();
    // The server's message itself was shown by the client.
    expect(shownErrors).toHaveBeenCalledWith('该时段已被预订，请重新选择');

    expect(callsTo(calls, 'createMeeting')[0]?.body).toEqual({
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
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).toContain('该时段已被预订，请重新选择');
    expect(notice.textContent).toContain('该会议室此时段不开放：设备检修');
  });

  it('shows a taken range without repeating the message as its reason, whatever the language', async () => {
    mockServer(refuse(409, 'booking.conflict', 'That time is already booked'));
    setApiErrorPresenter(() => {});
    renderPage();
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).not.toContain('That time is already booked');
  });

  it('shows no range notice for other refusals', async () => {
    mockServer(refuse(400, 'meeting.unknownAttendee', '参会人不存在'));
    setApiErrorPresenter(() => {});
    renderPage();
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    await waitFor(() => expect(screen.getByTestId('meeting-submit')).toBeTruthy());
    expect(screen.queryByTestId('booking-conflict')).toBeNull();
  });

  it('goes back to the room list once the meeting is created', async () => {
    mockServer({ id: 7, bookingId: 9 });
    renderPage();
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('room list')).toBeTruthy();
  });

  it('does not send a meeting without a subject', async () => {
    const calls = mockServer({ id: 7, bookingId: 9 });
    renderPage();
    typeInto('meeting-subject', '   ');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('请输入会议主题')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'createMeeting')).toEqual([]));
  });

  it('sends a malformed range back to the room list', () => {
    mockServer({ id: 7, bookingId: 9 });
    renderPage('/meeting/createMeeting?roomId=1&time=2026-11-23&startTime=11:00&endTime=10:00');
    expect(screen.queryByTestId('create-meeting-summary')).toBeNull();
    expect(screen.getByText('返回会议室列表')).toBeTruthy();
  });
});
