import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApi } from '../test/render-with-api.tsx';
import { AppHeader } from './AppHeader.tsx';

const NAV_LINKS = {
  publicNotice: [{ id: 1, title: '公司公告', url: '/#/ruleList?type=inform' }],
  myWork: [{ id: 2, title: '我的待办', url: '/bm' }],
  businessTools: [],
  serviceTools: [{ id: 3, title: '会议室预订', url: '/#/meeting/meetingOrder' }],
  quickLinks: [],
};

/** A phone-sized screen: every media query up to 768 px matches. */
function narrowScreen(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  mockApi({ shellNavLinks: NAV_LINKS, messageList: { totalCount: 2, items: [] } });
});

describe('the header on a narrow screen', () => {
  it('keeps logo and title and gathers the menus, messages, language and user items behind one button', async () => {
    narrowScreen(true);
    renderWithApi(<AppHeader portalChrome />, { at: '/' });
    expect(screen.getByTestId('header-logo')).toBeTruthy();
    expect(screen.getByTestId('header-title')).toBeTruthy();
    expect(screen.queryByTestId('nav-menu-publicNotice')).toBeNull();
    expect(screen.queryByTestId('message-bell')).toBeNull();

    fireEvent.click(screen.getByTestId('header-menu-button'));
    const panel = await screen.findByTestId('header-menu-panel');
    await within(panel).findByTestId('nav-link-1');
    for (const text of ['公告', '我的工作', '业务工具', '服务工具', '王伟', '消息', 'English']) {
      expect(panel.textContent).toContain(text);
    }
    expect(within(panel).getByTestId('nav-link-3').closest('a')?.getAttribute('href')).toBe(
      '/#/meeting/meetingOrder',
    );
    expect(within(panel).getByTestId('user-menu-myMeetings').closest('a')?.getAttribute('href')).toBe(
      '/#/meeting/myOrders',
    );
    expect(within(panel).getByTestId('user-menu-logout')).toBeTruthy();
    expect((await within(panel).findByTestId('compact-messages')).textContent).toContain('2');
  });

  it('shows the four menus, the bell and the user menu on a wide screen', async () => {
    narrowScreen(false);
    renderWithApi(<AppHeader portalChrome />, { at: '/' });
    expect(screen.getByTestId('nav-menu-publicNotice')).toBeTruthy();
    expect(screen.getByTestId('message-bell')).toBeTruthy();
    expect(screen.getByTestId('user-menu-trigger')).toBeTruthy();
    expect(screen.queryByTestId('header-menu-button')).toBeNull();
  });

  it('keeps only logo and title without the portal chrome (a page opened from the partner app)', () => {
    narrowScreen(false);
    renderWithApi(<AppHeader portalChrome={false} />, { at: '/meeting/myOrders' });
    expect(screen.getByTestId('header-title')).toBeTruthy();
    for (const id of ['nav-menu-publicNotice', 'message-bell', 'user-menu-trigger', 'header-menu-button']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });
});
