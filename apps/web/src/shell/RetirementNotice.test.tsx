import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refuse, renderWithApi } from '../test/render-with-api.tsx';
import { RETIREMENT_NOTICE_KEY, RetirementNotice } from './RetirementNotice.tsx';

describe('one-time retirement notice', () => {
  beforeEach(() => localStorage.removeItem(RETIREMENT_NOTICE_KEY));

  it('shows once in a browser, then never again', async () => {
    mockApi();
    const first = renderWithApi(<RetirementNotice />, { at: '/meeting/meetingOrder' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('旧版门户首页即将停用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('retirement-notice-ok'));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    renderWithApi(<RetirementNotice />, { at: '/meeting/meetingOrder' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(RETIREMENT_NOTICE_KEY)).not.toBeNull();
  });

  it('waits for a signed-in page: one leaving for sign-on does not use it up', async () => {
    const calls = mockApi({ peopleCurrentUser: refuse(401, 'auth.notSignedIn', '请先登录', '302') });
    renderWithApi(<RetirementNotice />, { at: '/meeting/meetingOrder' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(RETIREMENT_NOTICE_KEY)).toBeNull();
  });
});
