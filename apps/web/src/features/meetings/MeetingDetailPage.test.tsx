import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { MeetingDetailPage } from './MeetingDetailPage.tsx';
import { ALL_RIGHTS, action, COLLEAGUE, detail, ME, NO_RIGHTS } from './model/test-fixtures.ts';

const renderDetail = () =>
  renderWithApi(<MeetingDetailPage />, { at: '/meeting/meetingDetail?id=3', path: '/meeting/meetingDetail' });

describe('MeetingDetailPage', () => {
  it('shows the meeting without any change button when the server grants no right', async () => {
    mockApi({
      meetingDetail: detail({
        actions: [action({ owners: [{ email: COLLEAGUE.email, name: COLLEAGUE.name }] })],
      }),
      meetingNoticeExists: false,
    });
    renderDetail();
    expect((await screen.findByTestId('meeting-detail-name')).textContent).toContain('季度复盘会');
    expect(screen.getByTestId('meeting-detail-attendees').textContent).toBe(ME.name);
    expect(screen.getByText('议程：回顾与计划')).toBeTruthy();
    for (const id of ['meeting-edit', 'meeting-cancel', 'minutes-edit', 'minutes-recorder', 'action-add']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    // Not an owner of the action either.
    expect(screen.queryByTestId('action-status-11')).toBeNull();
  });

  it('shows every button the rights allow', async () => {
    mockApi({
      meetingDetail: detail({ rights: ALL_RIGHTS, actions: [action()] }),
      meetingNoticeExists: false,
    });
    renderDetail();
    for (const id of ['meeting-edit', 'meeting-cancel', 'minutes-edit', 'minutes-recorder', 'action-add']) {
      expect(await screen.findByTestId(id)).toBeTruthy();
    }
    expect(screen.getByTestId('action-edit-11')).toBeTruthy();
  });

  it('offers nothing on a cancelled meeting, not even an owner their report', async () => {
    mockApi({
      meetingDetail: detail({ status: 5, recorder: ME, actions: [action()] }),
      meetingNoticeExists: false,
    });
    renderDetail();
    expect(await screen.findByText('整理需求清单')).toBeTruthy();
    for (const id of ['meeting-edit', 'meeting-cancel', 'minutes-edit', 'minutes-recorder', 'action-add']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByTestId('action-status-11')).toBeNull();
    expect(screen.queryByTestId('action-edit-11')).toBeNull();
  });

  it('says the meeting is cancelled once the organizer confirms', async () => {
    const calls = mockApi({
      meetingDetail: detail({ rights: ALL_RIGHTS }),
      meetingCancel: null,
      meetingNoticeExists: false,
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('meeting-cancel'));
    // The confirm's own OK button, after the page's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '取消会议' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '取消会议' })[1] as HTMLElement);
    expect(await screen.findByText('会议已取消')).toBeTruthy();
    expect(callsTo(calls, 'meetingCancel')[0]?.body).toEqual({ id: 3 });
  });

  it('saves the minutes the recorder writes as paragraphs', async () => {
    const calls = mockApi({
      meetingDetail: detail({ recorder: ME, rights: { ...detail().rights, canWriteMinutes: true } }),
      meetingMinutesSave: { minutes: '<p>结论</p>', minutesTime: '2026-03-02 11:00:00' },
      meetingNoticeExists: false,
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('minutes-edit'));
    fireEvent.change(screen.getByTestId('minutes-text'), { target: { value: '结论\n下周上线 <v2>' } });
    fireEvent.click(screen.getByTestId('minutes-save'));
    await waitFor(() => expect(callsTo(calls, 'meetingMinutesSave')).toHaveLength(1));
    expect(callsTo(calls, 'meetingMinutesSave')[0]?.body).toEqual({
      id: 3,
      minutes: '<p>结论</p><p>下周上线 &lt;v2&gt;</p>',
    });
    expect(await screen.findByText('纪要已保存')).toBeTruthy();
    // The detail is asked again after the save.
    await waitFor(() => expect(callsTo(calls, 'meetingDetail').length).toBeGreaterThan(1));
  });

  it('lets an owner change the status and progress of their action', async () => {
    const calls = mockApi({
      meetingDetail: detail({
        actions: [action({ overdue: true })],
        rights: { ...NO_RIGHTS, canReportActions: true },
      }),
      meetingActionStatusSet: action({ status: 'done', progress: '已完成初稿' }),
      meetingNoticeExists: false,
    });
    renderDetail();
    expect(await screen.findByTestId('action-overdue')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-status-11'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('已完成'));
    fireEvent.change(within(dialog).getByTestId('action-progress'), { target: { value: '已完成初稿' } });
    fireEvent.click(within(dialog).getByTestId('action-status-save'));
    await waitFor(() => expect(callsTo(calls, 'meetingActionStatusSet')).toHaveLength(1));
    expect(callsTo(calls, 'meetingActionStatusSet')[0]?.body).toEqual({
      id: 11,
      status: 'done',
      progress: '已完成初稿',
    });
    expect(await screen.findByText('进展已更新')).toBeTruthy();
  });

  it('says so when the meeting cannot be shown', async () => {
    mockApi({ meetingNoticeExists: false });
    renderWithApi(<MeetingDetailPage />, {
      at: '/meeting/meetingDetail?id=abc',
      path: '/meeting/meetingDetail',
    });
    expect(await screen.findByText('会议不存在或无权查看')).toBeTruthy();
  });
});
