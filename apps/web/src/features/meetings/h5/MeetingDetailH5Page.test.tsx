import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../shell/mobile/feedback.ts';
import { callsTo, mockApi, refuse, renderWithApi } from '../../../test/render-with-api.tsx';
import { action, COLLEAGUE, detail, ME, NO_RIGHTS } from '../model/test-fixtures.ts';
import { MeetingDetailH5Page } from './MeetingDetailH5Page.tsx';

vi.mock('../../../shell/mobile/feedback.ts', () => ({ showToast: vi.fn(async () => undefined) }));

const renderDetail = (at = '/meetingH5/meetingDetailH5?id=3') =>
  renderWithApi(<MeetingDetailH5Page />, { at, path: at.split('?')[0] });

const theirs = action({
  id: 12,
  title: '补充接口文档',
  owners: [{ email: COLLEAGUE.email, name: COLLEAGUE.name }],
});

beforeEach(() => vi.mocked(showToast).mockClear());

describe('the phone meeting detail', () => {
  it('shows the meeting, its minutes read only and its action plan', async () => {
    mockApi({
      meetingDetail: detail({
        minutes: '<p>结论：本周上线</p>',
        actions: [action({ overdue: true }), theirs],
      }),
    });
    renderDetail('/orderH5/meetingDetail?id=3');
    expect((await screen.findByTestId('h5-meeting-name')).textContent).toBe('季度复盘会');
    const summary = screen.getByTestId('h5-meeting-detail').textContent;
    for (const text of ['2026-03-02 09:00-10:30', '301 星河', COLLEAGUE.name, ME.name, '议程：回顾与计划']) {
      expect(summary).toContain(text);
    }
    expect(screen.getByTestId('h5-meeting-minutes').textContent).toContain('结论：本周上线');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('h5-action-overdue-11').textContent).toContain('已逾期');
  });

  it('lets an owner update their action, and nobody else', async () => {
    const calls = mockApi({
      meetingDetail: detail({
        actions: [action(), theirs],
        rights: { ...NO_RIGHTS, canReportActions: true },
      }),
      meetingActionStatusSet: action({ status: 'done', progress: '已上线' }),
    });
    renderDetail();
    // The button waits for who I am.
    fireEvent.click(await screen.findByTestId('h5-action-report-11'));
    expect(screen.queryByTestId('h5-action-report-12')).toBeNull();
    fireEvent.click(screen.getByTestId('h5-action-set-done'));
    fireEvent.change(screen.getByTestId('h5-action-progress'), { target: { value: '已上线' } });
    fireEvent.click(screen.getByTestId('h5-action-save'));
    await waitFor(() => expect(callsTo(calls, 'meetingActionStatusSet')).toHaveLength(1));
    expect(callsTo(calls, 'meetingActionStatusSet')[0]?.body).toEqual({
      id: 11,
      status: 'done',
      progress: '已上线',
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ icon: 'success', content: '进展已更新' }));
    await waitFor(() => expect(screen.queryByTestId('h5-action-editor-11')).toBeNull());
    // The detail is asked again, so the new status shows.
    await waitFor(() => expect(callsTo(calls, 'meetingDetail').length).toBeGreaterThan(1));
  });

  it('offers an owner no report on a cancelled meeting', async () => {
    mockApi({ meetingDetail: detail({ status: 5, actions: [action()] }) });
    renderDetail();
    expect((await screen.findByTestId('h5-action-11')).textContent).toContain(action().title);
    expect(screen.queryByTestId('h5-action-report-11')).toBeNull();
  });

  it('says the meeting is not there for an unknown or hidden id', async () => {
    mockApi({ meetingDetail: refuse(403, 'meeting.notVisible', '无权查看') });
    renderDetail();
    expect((await screen.findByTestId('h5-meeting-unavailable')).textContent).toBe('会议不存在或无权查看');
  });
});
