import { NAV_MENUS, type NavLinks, type PortalConfig, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { createNavLink } from './test-factories.ts';

const server = useTestServer({
  portalLinks: {
    myGoals: 'https://goals.test.local',
    resetPassword: 'https://account.test.local/reset',
    myAssets: 'https://assets.test.local',
  },
  helpDesk: {
    phone: '010-1234',
    mailbox: 'help@test.local',
    chatUrl: 'https://chat.test.local/',
    chatToken: 'token',
    chatSecret: 'never-sent',
  },
  bookCornerUrl: 'https://books.test.local/',
  rotationApplyUrl: 'https://workflow.test.local/apply',
  workflowNewRequestUrl: 'https://workflow.test.local/new',
});

describe('nav links (GET /new/api/sso/portal/getNavLinks)', () => {
  beforeAll(async () => {
    const db = server.database.db;
    await createNavLink(db, { menu: 'myWork', titleZh: '第二', titleEn: 'Second', sortOrder: 2 });
    await createNavLink(db, { menu: 'myWork', titleZh: '第一', titleEn: 'First', sortOrder: 1 });
    await createNavLink(db, { menu: 'quickLinks', titleZh: '邮箱', titleEn: 'Mail', url: 'https://mail.x' });
    await createNavLink(db, { menu: 'myWork', titleZh: '草稿', status: 'draft' });
    await createNavLink(db, {
      menu: 'myWork',
      titleZh: '未来',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    await createNavLink(db, { menu: 'retired', titleZh: '旧菜单' });
  });

  it('answers every menu, published links only, in their order, titled in Chinese by default', async () => {
    const caller = await signIn(server);
    const { code, data } = envelope<NavLinks>(await caller.get('/new/api/sso/portal/getNavLinks'));
    expect(code).toBe(1);
    expect(Object.keys(data).sort()).toEqual([...NAV_MENUS].sort());
    expect(data.myWork.map((link) => link.title)).toEqual(['第一', '第二']);
    expect(data.quickLinks).toEqual([{ id: expect.any(Number), title: '邮箱', url: 'https://mail.x' }]);
    expect(data.publicNotice).toEqual([]);
  });

  it('titles links in English when the client asks for English', async () => {
    const caller = await signIn(server);
    const response = await server.app.inject({
      method: 'GET',
      url: '/new/api/sso/portal/getNavLinks',
      headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-language': 'en' },
    });
    expect(envelope<NavLinks>(response).data.myWork.map((link) => link.title)).toEqual(['First', 'Second']);
  });

  it('is for signed-in employees only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/new/api/sso/portal/getNavLinks',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});

describe('portal configuration (GET /new/api/sso/portal/getPortalConfig)', () => {
  it('answers the other hosts and the help desk, never the chat secret', async () => {
    const caller = await signIn(server);
    const response = await caller.get('/new/api/sso/portal/getPortalConfig');
    expect(envelope<PortalConfig>(response).data).toEqual({
      links: {
        myGoals: 'https://goals.test.local',
        resetPassword: 'https://account.test.local/reset',
        myAssets: 'https://assets.test.local',
      },
      help: { phone: '010-1234', mailbox: 'help@test.local', chatAvailable: true },
      bookCornerUrl: 'https://books.test.local/',
      rotationApplyUrl: 'https://workflow.test.local/apply',
      workflowNewRequestUrl: 'https://workflow.test.local/new',
    });
    expect(response.body).not.toContain('never-sent');
  });
});
