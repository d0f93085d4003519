import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setApiErrorPresenter } from '../../api/feedback.ts';
import { type ApiAnswers, callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { room } from '../rooms/model/test-fixtures.ts';
import { MeetingUpdatePage } from './MeetingUpdatePage.tsx';
import { ALL_RIGHTS, action, COLLEAGUE, detail, ME } from './model/test-fixtures.ts';

const PATH = '/meeting/meetingUpdate/:id/:editMission';

const server = (meetingUpdate: ApiAnswers['meetingUpdate']) =>
  mockApi({
    meetingDetail: detail({ status: 1, rights: ALL_RIGHTS, actions: [action()] }),
    roomList: [room({ id: 1, meetingRoomName: '301 星河', name: '301 星河' })],
    meetingFrequentAttendees: [],
    meetingNoticeExists: false,
    peopleByEmails: [ME],
    meetingUpdate,
  });

describe('MeetingUpdatePage', () => {
  it('offers no form for a cancelled meeting and says why', async () => {
    mockApi({
      meetingDetail: detail({ status: 5 }),
      meetingNoticeExists: false,
      peopleByEmails: [ME],
    });
    renderWithApi(<MeetingUpdatePage />, { at: '/meeting/meetingUpdate/3/0', path: PATH });
    expect(await screen.findByText('该会议已取消，不能再修改')).toBeTruthy();
    expect(screen.queryByTestId('meeting-update-name')).toBeNull();
  });

  it('shows the server’s refusal of a taken time once, above the form that keeps what was typed', async () => {
    const calls = server(refuse(409, 'booking.conflict', '该时段已被预订，请重新选择'));
    const shownErrors = vi.fn();
    setApiErrorPresenter(shownErrors);
    renderWithApi(<MeetingUpdatePage />, { at: '/meeting/meetingUpdate/3/0', path: PATH });
    const name = await screen.findByTestId('meeting-update-name');
    fireEvent.change(name, { target: { value: '季度复盘（改期）' } });
    fireEvent.change(screen.getByTestId('meeting-update-start'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByTestId('meeting-update-end'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByTestId('meeting-update-save'));

    expect(await screen.findByTestId('meeting-update-refusal')).toBeTruthy();
    expect(screen.getAllByText('该时段已被预订，请重新选择')).toHaveLength(1);
    expect(shownErrors).not.toHaveBeenCalled();
    expect((screen.getByTestId('meeting-update-name') as HTMLInputElement).value).toBe('季度复盘（改期）');
    expect(callsTo(calls, 'meetingUpdate')[0]?.body).toEqual({
      id: 3,
      name: '季度复盘（改期）',
      roomId: 1,
      startTime: '2026-03-02 14:00:00',
      endTime: '2026-03-02 15:00:00',
      attendees: [ME.email],
      content: '议程：回顾与计划',
      attachment: '',
    });
  });

  it('names the attendees it has not searched for, and shows their emails when the look-up fails', async () => {
    const named = mockApi({
      meetingDetail: detail({ status: 1, rights: ALL_RIGHTS, attendees: [ME, COLLEAGUE] }),
      roomList: [],
      meetingFrequentAttendees: [],
      meetingNoticeExists: false,
      peopleByEmails: [ME, COLLEAGUE],
    });
    const view = renderWithApi(<MeetingUpdatePage />, { at: '/meeting/meetingUpdate/3/0', path: PATH });
    const field = await screen.findByTestId('meeting-update-attendees');
    await waitFor(() => expect(within(field).getByText(COLLEAGUE.name)).toBeTruthy());
    expect(within(field).getByText(ME.name)).toBeTruthy();
    expect(within(field).queryByText(COLLEAGUE.email)).toBeNull();
    expect(callsTo(named, 'peopleByEmails')[0]?.body).toEqual([COLLEAGUE.email, ME.email].sort());
    view.unmount();

    mockApi({
      meetingDetail: detail({ status: 1, rights: ALL_RIGHTS, attendees: [ME, COLLEAGUE] }),
      roomList: [],
      meetingFrequentAttendees: [],
      meetingNoticeExists: false,
      peopleByEmails: refuse(500, 'server.error', '服务器发生错误'),
    });
    renderWithApi(<MeetingUpdatePage />, { at: '/meeting/meetingUpdate/3/0', path: PATH });
    const fallback = await screen.findByTestId('meeting-update-attendees');
    await waitFor(() => expect(within(fallback).getByText(COLLEAGUE.email)).toBeTruthy());
    expect(within(fallback).getByText(ME.email)).toBeTruthy();
  });

  it('returns to the detail once saved', async () => {
    server({ id: 3, rebooked: false });
    renderWithApi(<MeetingUpdatePage />, {
      at: '/meeting/meetingUpdate/3/0',
      path: PATH,
      otherRoutes: { '/meeting/meetingDetail': <p>detail page</p> },
    });
    fireEvent.click(await screen.findByTestId('meeting-update-save'));
    expect(await screen.findByText('detail page')).toBeTruthy();
  });

  it('opens the action plan for editMission 1', async () => {
    server({ id: 3, rebooked: false });
    renderWithApi(<MeetingUpdatePage />, { at: '/meeting/meetingUpdate/3/1', path: PATH });
    expect(await screen.findByTestId('meeting-actions')).toBeTruthy();
    expect(screen.getByText('整理需求清单')).toBeTruthy();
    expect(screen.queryByTestId('meeting-update-name')).toBeNull();
  });
});
