import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { CompanyClock } from './lib/company-time.ts';

const PRODUCTION = { DATABASE_URL: 'postgres://portal@db/portal', HELP_CHAT_SECRET: 'chat-secret' };

describe('demo mode', () => {
  it('is the embedded default: on without DATABASE_URL, off with it, and DEMO_MODE decides when given', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig(PRODUCTION).demoMode).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false', HELP_CHAT_SECRET: 'x' }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow('DEMO_MODE must be "true" or "false"');
  });

  it('has a shared password and a demo chat secret only in demo mode', () => {
    expect(loadConfig({}).demoPassword).toBe('portal2026');
    expect(loadConfig({}).helpDesk.chatSecret).not.toBe('');
    const production = loadConfig({ ...PRODUCTION, DEMO_PASSWORD: 'ignored' });
    expect(production.demoPassword).toBeNull();
    expect(production.helpDesk.chatSecret).toBe('chat-secret');
  });

  it('outside demo mode refuses to run without a secret it needs, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL })).toThrow(
      /HELP_CHAT_SECRET must be set/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, OIDC_ISSUER: 'https://id.corp.example', OIDC_CLIENT_ID: 'portal' }),
    ).toThrow(/OIDC_CLIENT_SECRET must be set/);
    // An empty chat address turns the chat off, and then no secret is needed.
    expect(loadConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL, HELP_CHAT_URL: '' }).helpDesk.chatSecret).toBe(
      '',
    );
  });

  it('reads OpenID Connect only when all three settings are present', () => {
    expect(loadConfig(PRODUCTION).oidc).toBeNull();
    const oidc = loadConfig({
      ...PRODUCTION,
      OIDC_ISSUER: 'https://id.corp.example/realms/staff',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_CREATE_USERS: 'true',
    }).oidc;
    expect(oidc).toMatchObject({
      clientId: 'portal',
      clientSecret: 's3cret',
      createUsers: true,
      redirectUri: null,
    });
    expect(oidc?.issuer.href).toBe('https://id.corp.example/realms/staff');
  });
});

describe('the company clock', () => {
  it('is COMPANY_TZ (default Asia/Shanghai), not the process TZ: TZ=UTC does not move "today"', () => {
    expect(process.env.TZ).toBe('UTC');
    const config = loadConfig({ TZ: 'UTC' });
    expect(config.timeZone).toBe('Asia/Shanghai');
    // 17:30 UTC on 1 May is already 2 May in Shanghai.
    const instant = new Date('2026-05-01T17:30:00Z');
    expect(new CompanyClock(config.timeZone, () => instant).today()).toBe('2026-05-02');
    expect(loadConfig({ COMPANY_TZ: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ COMPANY_TZ: 'Mars/Olympus' })).toThrow('COMPANY_TZ is not a time zone');
  });

  it('names a setting that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a number');
  });
});
