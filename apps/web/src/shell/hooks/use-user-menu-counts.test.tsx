import type { CurrentUser } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER } from '../../test/render-with-api.tsx';
import { USER_MENU_COUNT_SOURCES, useUserMenuCounts } from './use-user-menu-counts.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const user: CurrentUser = { ...CURRENT_USER, language: 'zh' };

describe('user menu counts', () => {
  it('shows no count while no module answers one (neither call exists yet)', () => {
    expect(USER_MENU_COUNT_SOURCES).toEqual({});
    const { result } = renderHook(() => useUserMenuCounts(user), { wrapper });
    expect(result.current).toEqual({});
  });

  it('shows the count of every item whose call is wired, asked for the signed-in user', async () => {
    const asked: string[] = [];
    const sources = {
      myMeetings: async (who: CurrentUser) => {
        asked.push(who.email);
        return 4;
      },
    };
    const { result } = renderHook(() => useUserMenuCounts(user, sources), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ myMeetings: 4 }));
    expect(asked).toEqual([user.email]);
  });
});
