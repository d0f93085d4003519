import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { TEST_PASSWORD, useTestServer } from '../../../test/support.ts';

const server = useTestServer({ signInLimitPerMinute: 5, trustProxy: true });

const post = (
  payload: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => server.app.inject({ method: 'POST', url: '/sso/login', payload, ...options });

describe('sign-in attempts per client address', () => {
  it('stop a spray over many accounts with a clear page, while other addresses sign in', async () => {
    const sprayer = { remoteAddress: '203.0.113.99' };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post({ username: `nobody${attempt}@corp.example`, password: 'x' }, sprayer)).statusCode,
      ).toBe(401);
    }
    const limited = await post({ username: 'another@corp.example', password: 'x', language: 'en' }, sprayer);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toMatch(/Too many attempts; try again in \d+ seconds/);

    const user = await createUser(server.database.db);
    const elsewhere = await post(
      { username: user.email, password: TEST_PASSWORD },
      { remoteAddress: '198.51.100.1' },
    );
    expect(elsewhere.statusCode).toBe(303);
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  it('sets the session cookie Secure when the proxy says the browser used https', async () => {
    const user = await createUser(server.database.db);
    const overHttps = await post(
      { username: user.email, password: TEST_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.0.0.2' },
    );
    expect(overHttps.statusCode).toBe(303);
    expect(overHttps.cookies.find((cookie) => cookie.name === 'portal_session')?.secure).toBe(true);
    const overHttp = await post(
      { username: user.email, password: TEST_PASSWORD },
      { remoteAddress: '10.0.0.3' },
    );
    expect(overHttp.cookies.find((cookie) => cookie.name === 'portal_session')?.secure).toBeFalsy();
  });
});
