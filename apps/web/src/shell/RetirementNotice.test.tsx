import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETIREMENT_NOTICE_KEY, RetirementNotice } from './RetirementNotice.tsx';
import { mockApi, renderShell } from './test-support.tsx';

describe('one-time retirement notice', () => {
  beforeEach(() => localStorage.removeItem(RETIREMENT_NOTICE_KEY));

  it('shows once in a browser, then never again', async () => {
    mockApi();
    const first = renderShell(<RetirementNotice />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('旧版门户首页即将停用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('retirement-notice-ok'));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    renderShell(<RetirementNotice />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(RETIREMENT_NOTICE_KEY)).not.toBeNull();
  });

  it('waits for a signed-in page: one leaving for sign-on does not use it up', async () => {
    const calls = mockApi({ '/new/api/oa/portal/getCurrentUser': undefined });
    renderShell(<RetirementNotice />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(RETIREMENT_NOTICE_KEY)).toBeNull();
  });
});
