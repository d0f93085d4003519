import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { signIn, useTestServer } from '../../../test/support.ts';

// Demo mode: partner users are <userId>@xinghai-tech.com.
const server = useTestServer();
const PAGE = '/#/meetingOrderH5?from=appia&code=x&userId=li.na';
const signOnPage = (language: string, cookie?: string) =>
  server.app.inject({
    url: `/sso/login?callback=${encodeURIComponent(PAGE)}&language=${language}`,
    headers: cookie ? { cookie } : {},
  });

describe('sign-on for a partner page', () => {
  it('names the account the page belongs to, and fills it in', async () => {
    const zh = await signOnPage('zh');
    expect(zh.body).toContain('此页面属于 <strong>li.na@xinghai-tech.com</strong>，请以该账号登录');
    expect(zh.body).toMatch(/id="username"[^>]*value="li\.na@xinghai-tech\.com"/);
    const en = await signOnPage('en');
    expect(en.body).toContain(
      'This page belongs to <strong>li.na@xinghai-tech.com</strong>; please sign in with that account',
    );
  });

  it('names both accounts when someone else is signed in', async () => {
    const other = await signIn(server, await createUser(server.database.db));
    const page = await signOnPage('zh', other.cookie);
    expect(page.body).toContain(
      `您当前以 <strong>${other.user.email}</strong> 登录，但此页面属于 <strong>li.na@xinghai-tech.com</strong>，请以该账号登录`,
    );
    const en = await signOnPage('en', other.cookie);
    expect(en.body).toContain(`You are signed in as <strong>${other.user.email}</strong>`);
  });

  it('says nothing of the kind for a portal page', async () => {
    const page = await server.app.inject({ url: '/sso/login?callback=/%23/meeting/meetingOrder' });
    expect(page.body).not.toContain('class="expected"');
    expect(page.body).toMatch(/id="username"[^>]*value=""/);
  });
});
