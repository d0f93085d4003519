import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, type TestServer, useTestServer } from '../../../test/support.ts';
import {
  browseProvider,
  CLIENT,
  PORTAL_ORIGIN,
  startTestProvider,
  type TestProvider,
} from './test-oidc-provider.ts';

// One port per database project: the PGlite and PostgreSQL runs of this file may overlap.
const PORT = process.env.TEST_DB === 'postgres' ? 19384 : 19383;
const oidc = (createUsers: boolean) => ({
  issuer: new URL(`http://127.0.0.1:${PORT}`),
  ...CLIENT,
  redirectUri: `${PORTAL_ORIGIN}/sso/callback`,
  createUsers,
});
const server = useTestServer({ oidc: oidc(false), demoMode: false, demoPassword: null });
const creating = useTestServer({ oidc: oidc(true), demoMode: false, demoPassword: null });
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider(PORT);
});
afterAll(async () => {
  await provider?.close();
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** GET /sso/login: the portal sends the browser to the provider and keeps the attempt in a cookie. */
async function startSignOn(on: TestServer) {
  const start = await on.app.inject({ url: '/sso/login?callback=/%23/meeting/meetingOrder' });
  expect(start.statusCode).toBe(303);
  const location = new URL(start.headers.location as string);
  expect(location.origin).toBe(`http://127.0.0.1:${PORT}`);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('state')).toBeTruthy();
  expect(location.searchParams.get('nonce')).toBeTruthy();
  const attempt = cookieOf(start, 'portal_sign_on');
  expect(attempt).toBeTruthy();
  return {
    authorizationUrl: location.href,
    attemptCookie: `portal_sign_on=${attempt}`,
    state: location.searchParams.get('state'),
  };
}

const callback = (on: TestServer, path: string, cookie: string) =>
  on.app.inject({ url: path, headers: { cookie } });

async function currentUser(on: TestServer, sessionToken: string) {
  const me = await on.app.inject({
    url: '/new/api/oa/portal/getCurrentUser',
    headers: { cookie: `portal_session=${sessionToken}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  return envelope<{ email: string; name: string }>(me);
}

describe('OpenID Connect sign-on against a real provider', () => {
  it('signs an employee in by the email claim and returns to the callback', async () => {
    const employee = await createUser(server.database.db);
    provider.signInNextAs('sub-1', {
      email: employee.email.toUpperCase(),
      name: 'Someone',
      email_verified: true,
    });
    const { authorizationUrl, attemptCookie } = await startSignOn(server);
    const done = await callback(server, await browseProvider(authorizationUrl), attemptCookie);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/#/meeting/meetingOrder');
    const session = cookieOf(done, 'portal_session') as string;
    expect((await currentUser(server, session)).data.email).toBe(employee.email);

    // Logout ends the provider's session too.
    const logout = await server.app.inject({
      url: '/new/api/oa/logout',
      headers: { cookie: `portal_session=${session}` },
    });
    expect(logout.statusCode).toBe(303);
    const providerLogout = new URL(logout.headers.location as string);
    expect(providerLogout.origin).toBe(`http://127.0.0.1:${PORT}`);
    expect(providerLogout.searchParams.get('id_token_hint')).toBeTruthy();
    expect(providerLogout.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL_ORIGIN}/sso/login`);
    expect((await currentUser(server, session)).code).toBe('302');
  });

  it('refuses a callback whose state is not the one it sent, and starts no session', async () => {
    const employee = await createUser(server.database.db);
    provider.signInNextAs('sub-2', { email: employee.email, email_verified: true });
    const { authorizationUrl, attemptCookie } = await startSignOn(server);
    const back = new URL(await browseProvider(authorizationUrl), PORTAL_ORIGIN);
    back.searchParams.set('state', 'forged-state');
    const refused = await callback(server, `${back.pathname}${back.search}`, attemptCookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('登录未完成');
    expect(cookieOf(refused, 'portal_session')).toBeFalsy();
  });

  it('refuses a replayed code, with the same attempt or a new one', async () => {
    const employee = await createUser(server.database.db);
    provider.signInNextAs('sub-3', { email: employee.email, email_verified: true });
    const first = await startSignOn(server);
    const path = await browseProvider(first.authorizationUrl);
    expect((await callback(server, path, first.attemptCookie)).statusCode).toBe(303);

    const again = await callback(server, path, first.attemptCookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('登录已过期');
    expect(cookieOf(again, 'portal_session')).toBeFalsy();

    // The old code under a fresh attempt's state: the provider refuses to redeem it twice.
    const second = await startSignOn(server);
    const replay = new URL(path, PORTAL_ORIGIN);
    replay.searchParams.set('state', second.state as string);
    const replayed = await callback(server, `${replay.pathname}${replay.search}`, second.attemptCookie);
    expect(replayed.statusCode).toBe(400);
    expect(cookieOf(replayed, 'portal_session')).toBeFalsy();
  });

  it('tells a person the directory does not know, in zh and en', async () => {
    provider.signInNextAs('sub-4', { email: 'stranger@corp.example', email_verified: true });
    const { authorizationUrl, attemptCookie } = await startSignOn(server);
    const path = await browseProvider(authorizationUrl);
    const zh = await callback(server, path, attemptCookie);
    expect(zh.statusCode).toBe(403);
    expect(zh.body).toContain('员工目录中没有此账号');
    expect(zh.body).toContain('stranger@corp.example');
    expect(cookieOf(zh, 'portal_session')).toBeFalsy();

    provider.signInNextAs('sub-4', { email: 'stranger@corp.example', email_verified: true });
    const english = await startSignOn(server);
    const en = await server.app.inject({
      url: await browseProvider(english.authorizationUrl),
      headers: { cookie: english.attemptCookie, 'accept-language': 'en' },
    });
    expect(en.body).toContain('This account is not in the employee directory');
  });

  it('refuses an email the provider does not call verified, even an administrator’s', async () => {
    const admin = await createUser(server.database.db, { roles: ['admin'] });
    for (const [sub, claims] of [
      ['sub-6', { email: admin.email, email_verified: false }],
      ['sub-7', { email: admin.email }],
    ] as const) {
      provider.signInNextAs(sub, claims);
      const { authorizationUrl, attemptCookie } = await startSignOn(server);
      const refused = await callback(server, await browseProvider(authorizationUrl), attemptCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('data-error="signIn.emailUnverified"');
      expect(refused.body).toContain('邮箱未经验证');
      expect(cookieOf(refused, 'portal_session')).toBeFalsy();
    }

    provider.signInNextAs('sub-6', { email: admin.email, email_verified: false });
    const english = await startSignOn(server);
    const en = await server.app.inject({
      url: await browseProvider(english.authorizationUrl),
      headers: { cookie: english.attemptCookie, 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(403);
    expect(en.body).toContain('This email is not verified');
  });

  it('creates no employee from an unverified email', async () => {
    provider.signInNextAs('sub-8', { email: 'unverified.hire@corp.example', email_verified: false });
    const { authorizationUrl, attemptCookie } = await startSignOn(creating);
    const refused = await callback(creating, await browseProvider(authorizationUrl), attemptCookie);
    expect(refused.statusCode).toBe(403);
    expect(cookieOf(refused, 'portal_session')).toBeFalsy();
  });

  it('adds the person from the claims when OIDC_CREATE_USERS=true', async () => {
    provider.signInNextAs('sub-5', { email: 'New.Hire@corp.example', name: '新同事', email_verified: true });
    const { authorizationUrl, attemptCookie } = await startSignOn(creating);
    const done = await callback(creating, await browseProvider(authorizationUrl), attemptCookie);
    expect(done.statusCode).toBe(303);
    const me = await currentUser(creating, cookieOf(done, 'portal_session') as string);
    expect(me.data).toMatchObject({ email: 'new.hire@corp.example', name: '新同事' });
  });

  it('still offers the company-password form on request', async () => {
    const page = await server.app.inject({ url: '/sso/login?method=password' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/sso/login">');
  });
});
