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

describe('partner-app mode', () => {
  const SECRET = 'x'.repeat(32);

  it('verifies with the demo secret and the seed’s mail domain in demo mode', () => {
    expect(loadConfig({}).partner).toEqual({
      secret: expect.any(String),
      jwksUrl: null,
      mailDomain: 'xinghai-tech.com',
      issuer: null,
      audience: null,
    });
    expect(loadConfig({ PARTNER_MAIL_DOMAIN: 'corp.example' }).partner?.mailDomain).toBe('corp.example');
  });

  it('outside demo mode accepts no partner token unless a key source and a mail domain are set', () => {
    expect(loadConfig(PRODUCTION).partner).toBeNull();
    expect(
      loadConfig({ ...PRODUCTION, PARTNER_JWT_SECRET: SECRET, PARTNER_MAIL_DOMAIN: 'corp.example' }).partner,
    ).toEqual({ secret: SECRET, jwksUrl: null, mailDomain: 'corp.example', issuer: null, audience: null });
    const bound = loadConfig({
      ...PRODUCTION,
      PARTNER_JWT_SECRET: SECRET,
      PARTNER_MAIL_DOMAIN: 'corp.example',
      PARTNER_JWT_ISSUER: 'https://appia.example',
      PARTNER_JWT_AUDIENCE: 'staff-portal',
    }).partner;
    expect([bound?.issuer, bound?.audience]).toEqual(['https://appia.example', 'staff-portal']);
    const jwks = loadConfig({
      ...PRODUCTION,
      PARTNER_JWKS_URL: 'https://partner.example/.well-known/jwks.json',
      PARTNER_MAIL_DOMAIN: 'corp.example',
    }).partner;
    expect([jwks?.secret, jwks?.jwksUrl?.href]).toEqual([
      null,
      'https://partner.example/.well-known/jwks.json',
    ]);
  });

  it.each([
    [{ PARTNER_JWT_SECRET: SECRET }, /PARTNER_MAIL_DOMAIN must be set/],
    [
      { PARTNER_MAIL_DOMAIN: 'corp.example' },
      /PARTNER_MAIL_DOMAIN needs PARTNER_JWT_SECRET or PARTNER_JWKS_URL/,
    ],
    [{ PARTNER_JWT_AUDIENCE: 'staff-portal' }, /PARTNER_JWT_AUDIENCE needs PARTNER_JWT_SECRET/],
    [
      {
        PARTNER_JWT_SECRET: SECRET,
        PARTNER_JWKS_URL: 'https://partner.example/jwks',
        PARTNER_MAIL_DOMAIN: 'c.example',
      },
      /not both/,
    ],
    [{ PARTNER_JWT_SECRET: 'short', PARTNER_MAIL_DOMAIN: 'c.example' }, /at least 32 characters/],
    [
      { PARTNER_JWKS_URL: 'not a url', PARTNER_MAIL_DOMAIN: 'c.example' },
      /PARTNER_JWKS_URL must be an https address/,
    ],
    [{ PARTNER_JWKS_URL: 'http://partner.example/jwks', PARTNER_MAIL_DOMAIN: 'c.example' }, /https address/],
    [
      { PARTNER_JWKS_URL: 'https://u:p@partner.example/jwks', PARTNER_MAIL_DOMAIN: 'c.example' },
      /https address/,
    ],
    [{ PARTNER_JWKS_URL: 'file:///etc/passwd', PARTNER_MAIL_DOMAIN: 'c.example' }, /https address/],
    [{ PARTNER_JWT_SECRET: SECRET, PARTNER_MAIL_DOMAIN: 'a@b' }, /not a mail domain/],
  ])('refuses to start with a half or wrong configuration: %j', (env, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...env })).toThrow(message);
  });

  it('accepts plain http for a key set on the loopback address only', () => {
    const partner = loadConfig({
      ...PRODUCTION,
      PARTNER_JWKS_URL: 'http://127.0.0.1:8443/jwks.json',
      PARTNER_MAIL_DOMAIN: 'corp.example',
    }).partner;
    expect(partner?.jwksUrl?.href).toBe('http://127.0.0.1:8443/jwks.json');
  });
});

describe('mail', () => {
  it('is off without SMTP_URL and MAIL_FROM, and needs both', () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(
      loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'Portal <portal@Example.com>' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      from: 'Portal <portal@Example.com>',
      domain: 'example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow('must be set together');
    expect(() => loadConfig({ MAIL_FROM: 'portal@example.com' })).toThrow('must be set together');
  });

  it('refuses an address it cannot use, without echoing the SMTP password', () => {
    const from = { MAIL_FROM: 'portal@example.com' };
    expect(() => loadConfig({ ...from, SMTP_URL: 'http://u:secret@mail.example.com' })).toThrow(
      /^SMTP_URL must look like/,
    );
    expect(() => loadConfig({ ...from, SMTP_URL: 'http://u:secret@mail.example.com' })).not.toThrow(/secret/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'portal' })).toThrow(
      'MAIL_FROM is not an address',
    );
  });
});

describe('the book corner banner', () => {
  it('opens BOOK_CORNER_URL (a default when unset), an http or https address only', () => {
    expect(loadConfig({}).bookCornerUrl).toMatch(/^https:\/\//);
    expect(loadConfig({ BOOK_CORNER_URL: 'http://books.corp.example/reading' }).bookCornerUrl).toBe(
      'http://books.corp.example/reading',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://books.example',
      'books',
      'https://u:p@x.example',
    ])
      expect(() => loadConfig({ BOOK_CORNER_URL: bad })).toThrow(
        /BOOK_CORNER_URL must be an http or https address/,
      );
  });
});

describe('the job rotation apply button', () => {
  it('opens ROTATION_APPLY_URL (a default when unset), an http or https address only', () => {
    expect(loadConfig({}).rotationApplyUrl).toMatch(/^https:\/\//);
    expect(loadConfig({ ROTATION_APPLY_URL: 'https://oa.corp.example/wf?form=42' }).rotationApplyUrl).toBe(
      'https://oa.corp.example/wf?form=42',
    );
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', '/relative', 'https://u:p@x.example'])
      expect(() => loadConfig({ ROTATION_APPLY_URL: bad })).toThrow(
        /ROTATION_APPLY_URL must be an http or https address/,
      );
  });
});

describe("the process center's 发起流程 button", () => {
  it('opens WORKFLOW_NEW_REQUEST_URL (a default when unset), an http or https address only', () => {
    expect(loadConfig({}).workflowNewRequestUrl).toMatch(/^https:\/\//);
    expect(loadConfig({ WORKFLOW_NEW_REQUEST_URL: 'http://oa.corp.example/new' }).workflowNewRequestUrl).toBe(
      'http://oa.corp.example/new',
    );
    for (const bad of ['javascript:alert(1)', 'ftp://x.example/', '/relative', 'https://u:p@x.example'])
      expect(() => loadConfig({ WORKFLOW_NEW_REQUEST_URL: bad })).toThrow(
        /WORKFLOW_NEW_REQUEST_URL must be an http or https address/,
      );
  });
});
