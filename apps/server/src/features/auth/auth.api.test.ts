import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, TEST_PASSWORD, useTestServer } from '../../../test/support.ts';

const server = useTestServer();
const CURRENT_USER = '/new/api/oa/portal/getCurrentUser';

describe('built-in sign-on', () => {
  it('shows a sign-on page that works without JavaScript, in both languages', async () => {
    const zh = await server.app.inject({ url: '/sso/login?callback=/%23/meeting/meetingOrder&language=zh' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('<form method="post" action="/sso/login">');
    expect(zh.body).toContain('value="/#/meeting/meetingOrder"');
    expect(zh.body).toContain('员工门户');
    const en = await server.app.inject({ url: '/sso/login?language=en' });
    expect(en.body).toContain('Sign in with your company email');
  });

  it('signs in with the demo password, sets an HttpOnly SameSite=Lax cookie and returns to the callback', async () => {
    const user = await createUser(server.database.db);
    const response = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: {
        username: user.email.toUpperCase(),
        password: TEST_PASSWORD,
        callback: '/#/meeting/meetingOrder?x=1',
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#/meeting/meetingOrder?x=1');
    const cookie = response.cookies.find((item) => item.name === 'portal_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password and never redirects to another host', async () => {
    const user = await createUser(server.database.db);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: 'nope', callback: '/', language: 'zh' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('邮箱或密码不正确');
    const offsite = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: TEST_PASSWORD, callback: '//evil.example.com/x' },
    });
    expect(offsite.headers.location).toBe('/');
  });

  it('slows down repeated wrong passwords, even when the right one finally comes', async () => {
    const user = await createUser(server.database.db);
    const attempt = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/sso/login',
        payload: { username: user.email, password, language: 'zh' },
      });
    for (let index = 0; index < 5; index++) expect((await attempt('wrong')).statusCode).toBe(401);
    const throttled = await attempt(TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toMatch(/尝试次数过多，请 \d+ 秒后再试/);
  });
});

describe('the sign-on page’s language', () => {
  it('is English when nothing was chosen, whatever the browser’s language', async () => {
    const page = await server.app.inject({ url: '/sso/login', headers: { 'accept-language': 'zh-CN,zh' } });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('name="language"');
    const user = await createUser(server.database.db);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: TEST_PASSWORD, callback: '/' },
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'portal_language')).toBeUndefined();
  });

  it('hands a language chosen on the page to the portal', async () => {
    const page = await server.app.inject({ url: '/sso/login?language=zh&method=password' });
    expect(page.body).toContain('<input type="hidden" name="language" value="zh">');
    const user = await createUser(server.database.db);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: user.email, password: TEST_PASSWORD, callback: '/', language: 'zh' },
    });
    expect(signedIn.statusCode).toBe(303);
    const handed = signedIn.cookies.find((cookie) => cookie.name === 'portal_language');
    expect(handed).toMatchObject({ value: 'zh', path: '/', sameSite: 'Lax' });
    expect(handed?.httpOnly).toBeFalsy();
  });
});

describe('the envelope and the session', () => {
  it("answers code '302' with HTTP 401 without a session", async () => {
    const response = await server.app.inject({
      url: CURRENT_USER,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });

  it('answers the current user in the envelope with code 1', async () => {
    const caller = await signIn(server);
    const response = await caller.get(CURRENT_USER);
    expect(response.statusCode).toBe(200);
    const body = envelope<{ email: string; userId: string; timeZone: string }>(response);
    expect(body.code).toBe(1);
    expect(body.data.email).toBe(caller.user.email);
    expect(body.data.timeZone).toBe('Asia/Shanghai');
    const card = envelope<{ userId: string; email: string }>(
      await caller.get('/new/api/oa/portal/getUserCardInfo'),
    );
    expect(card.data).toEqual({ userId: caller.user.userId, email: caller.user.email });
  });

  it('refuses a call without the X-Requested-With marker', async () => {
    const caller = await signIn(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/new/api/oa/portal/getEmployeesByEmailArray',
      headers: { cookie: caller.cookie },
      payload: [caller.user.email],
    });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toContain('X-Requested-With');
  });

  it('ends the session on logout and returns to sign-on', async () => {
    const caller = await signIn(server);
    const logout = await server.app.inject({ url: '/new/api/oa/logout', headers: { cookie: caller.cookie } });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/sso/login');
    expect(envelope(await caller.get(CURRENT_USER)).code).toBe('302');
  });

  it('returns to sign-on in the portal’s language after logout', async () => {
    const caller = await signIn(server);
    const logout = await server.app.inject({
      url: '/new/api/oa/logout?language=zh',
      headers: { cookie: caller.cookie },
    });
    expect([logout.statusCode, logout.headers.location]).toEqual([303, '/sso/login?language=zh']);
    const odd = await server.app.inject({ url: '/new/api/oa/logout?language=fr' });
    expect(odd.headers.location).toBe('/sso/login');
  });

  it('answers errors in English when the client asks for English', async () => {
    const response = await server.app.inject({
      url: CURRENT_USER,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
    });
    expect(envelope(response).message).toBe('Please sign in again');
  });
});
