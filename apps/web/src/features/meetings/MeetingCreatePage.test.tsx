import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { MeetingCreatePage } from './MeetingCreatePage.tsx';
import { listItem } from './model/test-fixtures.ts';

describe('MeetingCreatePage (新建纪要)', () => {
  it('offers my ended meetings without minutes, each opening its detail with the minutes editor', async () => {
    const calls = mockApi({
      meetingList: { list: [listItem({ status: 3 })], total: 1 },
      meetingNoticeExists: false,
    });
    renderWithApi(<MeetingCreatePage />, {
      at: '/meeting/meetingCreate',
      path: '/meeting/meetingCreate',
      otherRoutes: { '/meeting/meetingDetail': <p>detail page</p> },
    });
    fireEvent.click(await screen.findByTestId('new-minutes-3'));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(callsTo(calls, 'meetingList')[0]?.body).toEqual({
      listType: 'mine',
      currentPage: 1,
      pageSize: 10,
      status: 3,
    });
    await waitFor(() => expect(callsTo(calls, 'meetingList')).toHaveLength(1));
  });
});
