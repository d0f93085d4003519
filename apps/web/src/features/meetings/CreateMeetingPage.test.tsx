import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setApiErrorPresenter } from '../../api/feedback.ts';
import { CreateMeetingPage } from './CreateMeetingPage.tsx';

const PAGE =
  '/meeting/createMeeting?roomId=1&roomName=301%20星河&time=2026-11-23&startTime=10:00&endTime=11:00';

const envelope = (code: number, data: unknown, message = '') => ({ code, message, data });
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as this page sees it: who is signed in, and what /meeting/create answers. */
function mockServer(createAnswer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/meeting/create')) return createAnswer();
    if (url.startsWith('/new/api/oa/portal/getCurrentUser')) {
      return reply(200, envelope(1, { email: 'me@example.com', name: '我', timeZone: 'Asia/Shanghai' }));
    }
    return reply(404, envelope(404, null, 'not found'));
  });
}

function renderPage(entry = PAGE) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AntApp>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/meeting/createMeeting" element={<CreateMeetingPage />} />
            <Route path="/meeting/meetingOrder" element={<p>room list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('CreateMeetingPage', () => {
  it('shows the room, the date with its weekday and the duration', () => {
    mockServer(() => reply(200, envelope(1, { id: 1, bookingId: 1 })));
    renderPage();
    const summary = screen.getByTestId('create-meeting-summary');
    expect(summary.textContent).toContain('301 星河');
    expect(summary.textContent).toContain('2026年11月23日 星期一');
    expect(summary.textContent).toContain('10:00–11:00');
    expect(summary.textContent).toContain('1小时');
  });

  it('keeps everything typed and shows the conflict notice when the time was taken', async () => {
    const fetchSpy = mockServer(() => reply(409, envelope(409, null, '该时段已被预订，请重新选择')));
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
    // SPEC §8: the server's message itself was shown by the client.
    expect(shownErrors).toHaveBeenCalledWith('该时段已被预订，请重新选择');

    const createCall = fetchSpy.mock.calls.find(([url]) => String(url).startsWith('/meeting/create'));
    expect(JSON.parse(String(createCall?.[1]?.body))).toEqual({
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
    mockServer(() => reply(409, envelope(409, null, '该会议室此时段不开放')));
    setApiErrorPresenter(() => {});
    renderPage();
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).toContain('该时段已被预订，请重新选择');
    expect(notice.textContent).toContain('该会议室此时段不开放');
  });

  it('goes back to the room list once the meeting is created', async () => {
    mockServer(() => reply(200, envelope(1, { id: 7, bookingId: 9 })));
    renderPage();
    typeInto('meeting-subject', '周会');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('room list')).toBeTruthy();
  });

  it('does not send a meeting without a subject', async () => {
    const fetchSpy = mockServer(() => reply(200, envelope(1, { id: 7, bookingId: 9 })));
    renderPage();
    typeInto('meeting-subject', '   ');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    expect(await screen.findByText('请输入会议主题')).toBeTruthy();
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/meeting/create'))).toBe(false),
    );
  });

  it('sends a malformed range back to the room list', () => {
    mockServer(() => reply(200, envelope(1, null)));
    renderPage('/meeting/createMeeting?roomId=1&time=2026-11-23&startTime=11:00&endTime=10:00');
    expect(screen.queryByTestId('create-meeting-summary')).toBeNull();
    expect(screen.getByText('返回会议室列表')).toBeTruthy();
  });
});
