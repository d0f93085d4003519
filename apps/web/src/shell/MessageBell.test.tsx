import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall, renderWithApi } from '../test/render-with-api.tsx';
import { MessageBell } from './MessageBell.tsx';

const message = (id: number, readFlag: 0 | 1) => ({
  id,
  title: `消息 ${id}`,
  content: '内容',
  linkUrl: '',
  readFlag,
  createTime: '2026-05-01 09:00:00',
});

describe('message bell', () => {
  it('shows the unread count, lists my messages on a click and marks the unread ones read', async () => {
    let unread = 2;
    const calls = mockApi({
      messageList: ({ url }: RecordedCall) =>
        url.includes('readFlag=0')
          ? { totalCount: unread, items: [message(1, 0), message(2, 0)].slice(0, unread) }
          : { totalCount: 3, items: [message(1, 0), message(2, 0), message(3, 1)] },
      messageRead: ({ body }: RecordedCall) => {
        unread = 0;
        return { updated: (body as { ids: number[] }).ids.length };
      },
    });
    renderWithApi(<MessageBell />, { at: '/meeting/meetingOrder' });
    await waitFor(() => expect(screen.getByTestId('message-unread-count').textContent).toBe('2'));
    // The count is asked with page size 5, unread only.
    expect(calls[0]?.url).toBe('/new/api/sso/station/msg/list?pageNo=1&pageSize=5&readFlag=0');

    fireEvent.click(screen.getByTestId('message-bell'));
    await screen.findByTestId('message-item-3');
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/new/api/sso/station/msg/read')?.body).toEqual({
        ids: [1, 2],
      }),
    );
    // The badge asks again at once instead of waiting for the next 60 s poll.
    const unreadAsks = () => calls.filter((call) => call.url.includes('readFlag=0')).length;
    await waitFor(() => expect(unreadAsks()).toBe(2));
  });
});
