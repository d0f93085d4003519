import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { callsTo, mockApi, renderWithApi } from '../../../test/render-with-api.tsx';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { CalendarFeedButton } from './CalendarFeedButton.tsx';

// Rendered alone here; in the app the meeting pages add their words.
addFeatureTexts({ zh, en });

const FIRST = 'https://portal.test/meeting/calendar/feed/first.ics';
const SECOND = 'https://portal.test/meeting/calendar/feed/second.ics';

describe('CalendarFeedButton (订阅日历)', () => {
  it('gets the address, copies it, renews and revokes it after confirmation', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = mockApi({
      calendarFeedMine: { url: FIRST, createdTime: '2026-03-01 09:30:00' },
      calendarFeedRenew: { url: SECOND, createdTime: '2026-03-02 10:00:00' },
      calendarFeedRevoke: null,
    });
    renderWithApi(<CalendarFeedButton />);
    // Nothing is asked before the person opens it and asks for the address.
    fireEvent.click(screen.getByTestId('calendar-feed-open'));
    fireEvent.click(await screen.findByTestId('feed-get'));
    expect(((await screen.findByTestId('feed-url')) as HTMLInputElement).value).toBe(FIRST);
    expect(screen.getByText('创建于 2026-03-01 09:30')).toBeTruthy();

    fireEvent.click(screen.getByTestId('feed-copy'));
    expect(await screen.findByText('已复制')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FIRST);

    fireEvent.click(screen.getByTestId('feed-renew'));
    expect(callsTo(calls, 'calendarFeedRenew')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect((screen.getByTestId('feed-url') as HTMLInputElement).value).toBe(SECOND));

    fireEvent.click(screen.getByTestId('feed-revoke'));
    const confirms = await screen.findAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(confirms[confirms.length - 1] as HTMLElement);
    expect(await screen.findByTestId('feed-get')).toBeTruthy();
    expect(screen.queryByTestId('feed-url')).toBeNull();
    expect(callsTo(calls, 'calendarFeedMine')).toHaveLength(1);
    expect(callsTo(calls, 'calendarFeedRevoke')).toHaveLength(1);
  });

  it('says the address is hidden when the feed already exists', async () => {
    mockApi({ calendarFeedMine: { url: null, createdTime: '2026-03-01 09:30:00' } });
    renderWithApi(<CalendarFeedButton />);
    fireEvent.click(screen.getByTestId('calendar-feed-open'));
    fireEvent.click(await screen.findByTestId('feed-get'));
    expect(await screen.findByText('地址仅在生成时显示，可重新生成。')).toBeTruthy();
    expect(screen.queryByTestId('feed-url')).toBeNull();
    expect(screen.getByTestId('feed-renew')).toBeTruthy();
  });
});
