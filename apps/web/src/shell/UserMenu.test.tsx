import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, mockApi, renderWithApi } from '../test/render-with-api.tsx';
import { DEFAULT_AVATAR } from './UserAvatar.tsx';
import { UserMenu } from './UserMenu.tsx';

const menuKeys = () =>
  [...document.querySelectorAll('[data-testid^="user-menu-"]')]
    .map((element) => element.getAttribute('data-testid'))
    .filter((id) => id !== 'user-menu-trigger');

describe('user menu', () => {
  it("opens on hover after a delay, with the menu's items in order, each but logout in a new window", async () => {
    mockApi();
    renderWithApi(<UserMenu />, { at: '/meeting/meetingOrder' });
    const trigger = await screen.findByTestId('user-menu-trigger');
    await screen.findByText(CURRENT_USER.name);
    fireEvent.mouseEnter(trigger);
    // Not at once: the menu waits 200 ms into the hover.
    expect(screen.queryByTestId('user-menu-myGoals')).toBeNull();
    await screen.findByTestId('user-menu-myGoals');
    expect(menuKeys()).toEqual([
      'user-menu-myGoals',
      'user-menu-myMeetings',
      'user-menu-myReviews',
      'user-menu-myProcesses',
      'user-menu-resetPassword',
      'user-menu-myAssets',
      'user-menu-basicInfo',
      'user-menu-logout',
    ]);
    const goals = screen.getByTestId('user-menu-myGoals').closest('a');
    expect(goals?.getAttribute('href')).toBe('https://goals.test.local');
    expect(goals?.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('user-menu-myMeetings').closest('a')?.getAttribute('href')).toBe(
      '/#/meeting/myOrders',
    );
    expect(screen.getByTestId('user-menu-logout').closest('a')).toBeNull();
  });

  it('asks before logging out: 退出登入 / 确认退出当前账号吗？ with 取 消 and 确 定; cancel stays', async () => {
    mockApi();
    renderWithApi(<UserMenu />, { at: '/meeting/meetingOrder' });
    fireEvent.mouseEnter(await screen.findByTestId('user-menu-trigger'));
    fireEvent.click(await screen.findByTestId('user-menu-logout'));
    await screen.findByText('确认退出当前账号吗？');
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('退出登入');
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('30%');
    expect(screen.getByRole('button', { name: '确 定' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('确认退出当前账号吗？')).toBeNull());
  });

  it('falls back to the default head image when the avatar fails to load', async () => {
    mockApi({ peopleCurrentUser: { ...CURRENT_USER, avatar: '/broken.png' } });
    renderWithApi(<UserMenu />, { at: '/meeting/meetingOrder' });
    await screen.findByText(CURRENT_USER.name);
    const avatar = screen.getByTestId('user-avatar') as HTMLImageElement;
    expect(avatar.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(avatar);
    expect(avatar.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('shows the default head image when the employee has no avatar', async () => {
    mockApi();
    renderWithApi(<UserMenu />, { at: '/meeting/meetingOrder' });
    await screen.findByText(CURRENT_USER.name);
    expect(screen.getByTestId('user-avatar').getAttribute('src')).toBe(DEFAULT_AVATAR);
  });
});
