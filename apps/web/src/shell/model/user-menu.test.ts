import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './user-menu.ts';

const links = {
  myGoals: 'https://goals.intranet.local',
  resetPassword: 'https://account.intranet.local/reset-password',
  myAssets: 'https://assets.intranet.local',
};

describe('user menu', () => {
  it("lists the menu's items in the product's order", () => {
    expect(userMenuEntries(links).map((entry) => entry.key)).toEqual([
      'myGoals',
      'myMeetings',
      'myReviews',
      'myProcesses',
      'resetPassword',
      'myAssets',
      'basicInfo',
      'logout',
    ]);
  });

  it('links other hosts from configuration and our own pages by path; logout has no link', () => {
    const byKey = Object.fromEntries(userMenuEntries(links).map((entry) => [entry.key, entry.href]));
    expect(byKey).toEqual({
      myGoals: links.myGoals,
      myMeetings: '/#/meeting/myOrders',
      myReviews: '/#/review/myReview',
      myProcesses: '/#/bm',
      resetPassword: links.resetPassword,
      myAssets: links.myAssets,
      basicInfo: '/#/bm?direct=1#!staffinfo__userId-0',
      logout: undefined,
    });
  });

  it('leaves the other hosts without a link until the configuration has arrived', () => {
    const byKey = Object.fromEntries(userMenuEntries(undefined).map((entry) => [entry.key, entry.href]));
    expect(byKey.myGoals).toBeUndefined();
    expect(byKey.myMeetings).toBe('/#/meeting/myOrders');
  });
});

describe('the console entry of the user menu', () => {
  it('is there, before logout, for whoever holds a module right, and only for them', () => {
    const keys = (roles: string[]) => userMenuEntries(links, roles).map((entry) => entry.key);
    expect(keys(['admin']).slice(-2)).toEqual(['console', 'logout']);
    expect(keys(['apartment:import']).slice(-2)).toEqual(['console', 'logout']);
    expect(keys(['news:edit'])).toContain('console');
    expect(userMenuEntries(links, ['admin']).find((entry) => entry.key === 'console')?.href).toBe('/#/admin');
    expect(keys([])).not.toContain('console');
    expect(keys(['reviewer'])).not.toContain('console');
  });
});
