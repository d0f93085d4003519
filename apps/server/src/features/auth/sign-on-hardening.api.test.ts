import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { TEST_PASSWORD, useTestServer } from '../../../test/support.ts';

const server = useTestServer();

const post = (
  payload: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => server.app.inject({ method: 'POST', url: '/sso/login', payload, ...options });

describe('the callback after sign-in', () => {
  it.each([
    ['/%09/evil.example/', '/'],
    ['/\t/evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/中文', '/%E4%B8%AD%E6%96%87'],
    ['/\u000b/x', '/%0B/x'],
    ['/#/meeting/meetingOrder', '/#/meeting/meetingOrder'],
  ])('%j leads to %s, never another site and never a 500', async (callback, location) => {
    const user = await createUser(server.database.db);
    const response = await post({
      username: user.email,
      password: TEST_PASSWORD,
      callback: decodeURIComponent(callback),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });

  it('renders the sign-on page for any callback in the address bar', async () => {
    for (const callback of ['/%09/evil.example/', '/%E4%B8%AD%E6%96%87', '/%0B/x', '%00', 'x'.repeat(5000)]) {
      const page = await server.app.inject({ url: `/sso/login?callback=${callback}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('evil.example');
    }
  });
});

describe('login CSRF', () => {
  it('refuses a sign-in form posted from another site with a clear page, and starts no session', async () => {
    const user = await createUser(server.database.db);
    const form = { username: user.email, password: TEST_PASSWORD, callback: '/', language: 'zh' };
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await post(form, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('登录请求来自其他网站');
      expect(response.cookies.find((cookie) => cookie.name === 'portal_session')).toBeUndefined();
    }
    const english = await post({ ...form, language: 'en' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(english.body).toContain('The sign-in came from another site');
  });

  it('accepts the form from our own page', async () => {
    const user = await createUser(server.database.db);
    const response = await post(
      { username: user.email, password: TEST_PASSWORD, callback: '/' },
      { headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' } },
    );
    expect(response.statusCode).toBe(303);
  });
});

describe('wrong passwords', () => {
  it("slow down the stranger's address, never the owner signing in from theirs", async () => {
    const owner = await createUser(server.database.db);
    const stranger = { remoteAddress: '203.0.113.7' };
    for (let attempt = 0; attempt < 6; attempt++)
      await post({ username: owner.email, password: 'guess' }, stranger);
    const strangerNow = await post(
      { username: owner.email, password: TEST_PASSWORD, language: 'zh' },
      stranger,
    );
    expect(strangerNow.statusCode).toBe(429);
    expect(strangerNow.body).toMatch(/尝试次数过多，请 \d+ 秒后再试/);
    const ownerNow = await post(
      { username: owner.email, password: TEST_PASSWORD },
      { remoteAddress: '198.51.100.20' },
    );
    expect(ownerNow.statusCode).toBe(303);
  });
});

describe('the session cookie', () => {
  it('is Secure when the browser came over https through a trusted proxy only', async () => {
    const user = await createUser(server.database.db);
    const forwarded = await post(
      { username: user.email, password: TEST_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    // This server does not trust proxies: a forged header changes nothing.
    expect(forwarded.cookies.find((cookie) => cookie.name === 'portal_session')?.secure).toBeFalsy();
  });
});
