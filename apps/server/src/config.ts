import path from 'node:path';
import { DEFAULT_COMPANY_TIME_ZONE, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { MAIL_DOMAIN as DEMO_MAIL_DOMAIN } from './seed/employees.ts';

/** Every setting the server reads, in one place; README "Configuration" lists the same variables. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The company's clock (COMPANY_TZ): "today", "past" and booking windows use it, whatever zone the
   * process runs in (a container's TZ=UTC moves nothing).
   */
  timeZone: string;
  /** The embedded try-out: demo data, a demo account list and a shared password. */
  demoMode: boolean;
  /** The password every employee may use, in demo mode only; null otherwise. */
  demoPassword: string | null;
  /** OpenID Connect sign-on, when the three OIDC_ settings are present; null = built-in sign-on. */
  oidc: OidcConfig | null;
  sessionIdleMinutes: number;
  /** Sign-in attempts one client address may make per minute, whatever the accounts. */
  signInLimitPerMinute: number;
  uploadMaxBytes: number;
  webDist: string;
  trustProxy: boolean;
  /** Partner origins that may show the portal in a frame, besides the portal itself. */
  frameAncestors: string[];
  /** Pino level of the server log; requests are logged only when slow or failed. */
  logLevel: string;
  /** A request slower than this is logged with its route and time. */
  slowRequestMs: number;
  /** Comments, bookings and uploads one user may make per minute (0: no limit). */
  writesPerMinute: number;
  /** Bytes of attachments one user may keep in total (0: no quota). */
  uploadQuotaBytes: number;
  /** The user menu's items that live on other hosts. */
  portalLinks: { myGoals: string; resetPassword: string; myAssets: string };
  /**
   * The help widget; the chat secret signs the chat address on the server and never leaves it. An
   * empty chat URL turns the chat off (and then no secret is needed).
   */
  helpDesk: { phone: string; mailbox: string; chatUrl: string; chatToken: string; chatSecret: string };
  /** The page the book corner's banner opens in a new tab (http or https only). */
  bookCornerUrl: string;
  /** The workflow form a job rotation's apply button opens in a new tab (http or https only). */
  rotationApplyUrl: string;
  /** The workflow system's new-request page the process center's 发起流程 opens (http or https only). */
  workflowNewRequestUrl: string;
  /** Partner-app mode (docs/partner.md); null = no partner token is accepted (partner calls need a session). */
  partner: PartnerConfig | null;
  /** Email invitations (docs/invitations.md); null = no mail is queued or sent. */
  mail: MailConfig | null;
  /** The database job queue that sends the mail after the change commits. */
  jobs: JobsConfig;
}

export interface MailConfig {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  smtpUrl: string;
  /** MAIL_FROM: the sender, e.g. `Staff portal <portal@example.com>`. */
  from: string;
  /** The sender's domain: invitation UIDs end with it, so they are unique beyond this portal. */
  domain: string;
}

export interface JobsConfig {
  /** Attempts before a job is marked failed. */
  maxAttempts: number;
  /** The pause after the first failure; it doubles after each one, up to an hour. */
  retryBaseMs: number;
  /** How long a worker holds a job before another may take it (the worker is presumed dead). */
  leaseMs: number;
  /** The longest a worker sleeps without being woken (a missed wake-up costs at most this). */
  pollMs: number;
}

/** How partner tokens are verified: exactly one of an HS256 secret and a JWKS address. */
export interface PartnerConfig {
  /** PARTNER_JWT_SECRET: HS256 shared with the partner (the known demo secret in demo mode). */
  secret: string | null;
  /** PARTNER_JWKS_URL: the partner's public keys (RS256/ES256), fetched from this address only. */
  jwksUrl: URL | null;
  /** PARTNER_MAIL_DOMAIN: a partner user's email is userId@mailDomain. */
  mailDomain: string;
  /**
   * PARTNER_JWT_ISSUER / PARTNER_JWT_AUDIENCE: when set, a token's `iss` / `aud` must match, so a
   * token the partner signed for another service is not accepted here.
   */
  issuer: string | null;
  audience: string | null;
}

export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back; unset = this server's own /sso/callback. */
  redirectUri: string | null;
  /** Add an employee from the provider's claims when the directory does not know the email. */
  createUsers: boolean;
}

/** A setting the server cannot start without, or one it cannot read: the message names the variable. */
export class ConfigError extends Error {}

const DEMO_PASSWORD = 'portal2026';
const DEMO_HELP_CHAT_SECRET = 'demo-help-chat-secret';
const DEFAULT_HELP_CHAT_URL = 'https://help.intranet.local/chat';
export const DEMO_PARTNER_SECRET = 'demo-partner-secret-for-the-simulator-only';
/** HS256 with a shorter key is guessable; RFC 7518 asks for at least the hash's 256 bits. */
const PARTNER_SECRET_MIN_LENGTH = 32;

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ConfigError(`${name} must be "true" or "false", got "${value}"`);
};

function companyTimeZone(env: NodeJS.ProcessEnv): string {
  const zone = env.COMPANY_TZ || DEFAULT_COMPANY_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(`COMPANY_TZ is not a time zone: "${zone}" (e.g. Asia/Shanghai)`);
  }
  return zone;
}

function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const present = names.filter((name) => env[name]);
  if (present.length === 0) return null;
  const missing = names.filter((name) => !env[name]);
  if (missing.length)
    throw new ConfigError(`${missing.join(', ')} must be set when ${present.join(', ')} is`);
  let issuer: URL;
  try {
    issuer = new URL(env.OIDC_ISSUER as string);
  } catch {
    throw new ConfigError(`OIDC_ISSUER is not a URL: "${env.OIDC_ISSUER}"`);
  }
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID as string,
    clientSecret: env.OIDC_CLIENT_SECRET as string,
    redirectUri: env.OIDC_REDIRECT_URI || null,
    createUsers: flag(env, 'OIDC_CREATE_USERS', false),
  };
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Partner tokens are checked with one key source: an HS256 secret or the partner's JWKS address,
 * never both (which one would win is a guess). Demo mode falls back to the demo secret the
 * simulator signs with. Outside demo mode nothing set means no partner token is accepted; any other
 * partner setting without a key source is a half configuration and stops the start.
 */
function partnerConfig(env: NodeJS.ProcessEnv, demoMode: boolean): PartnerConfig | null {
  const { PARTNER_JWT_SECRET: secret, PARTNER_JWKS_URL: jwks, PARTNER_MAIL_DOMAIN: domain } = env;
  const claims = { issuer: env.PARTNER_JWT_ISSUER || null, audience: env.PARTNER_JWT_AUDIENCE || null };
  if (secret && jwks) throw new ConfigError('Set PARTNER_JWT_SECRET or PARTNER_JWKS_URL, not both');
  if (secret && secret.length < PARTNER_SECRET_MIN_LENGTH)
    throw new ConfigError(`PARTNER_JWT_SECRET must be at least ${PARTNER_SECRET_MIN_LENGTH} characters`);
  let jwksUrl: URL | null = null;
  if (jwks) {
    jwksUrl = URL.canParse(jwks) ? new URL(jwks) : null;
    const secure = jwksUrl?.protocol === 'https:' || (jwksUrl?.protocol === 'http:' && isLoopback(jwksUrl));
    if (!jwksUrl || !secure || jwksUrl.username || jwksUrl.password)
      throw new ConfigError(
        `PARTNER_JWKS_URL must be an https address (http only on loopback), got "${jwks}"`,
      );
  }
  if (domain !== undefined && domain !== '' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain))
    throw new ConfigError(`PARTNER_MAIL_DOMAIN is not a mail domain: "${domain}" (e.g. example.com)`);
  if (!secret && !jwksUrl) {
    if (demoMode)
      return {
        secret: DEMO_PARTNER_SECRET,
        jwksUrl: null,
        mailDomain: domain || DEMO_MAIL_DOMAIN,
        ...claims,
      };
    const stray = ['PARTNER_MAIL_DOMAIN', 'PARTNER_JWT_ISSUER', 'PARTNER_JWT_AUDIENCE'].filter(
      (name) => env[name],
    );
    if (stray.length)
      throw new ConfigError(`${stray.join(', ')} needs PARTNER_JWT_SECRET or PARTNER_JWKS_URL`);
    return null;
  }
  if (!domain && !demoMode)
    throw new ConfigError('PARTNER_MAIL_DOMAIN must be set with PARTNER_JWT_SECRET or PARTNER_JWKS_URL');
  return { secret: secret || null, jwksUrl, mailDomain: domain || DEMO_MAIL_DOMAIN, ...claims };
}

/** Outside demo mode a missing secret stops the start: nothing signs with a guessable key. */
function secret(env: NodeJS.ProcessEnv, name: string, demoMode: boolean, demoValue: string): string {
  const value = env[name];
  if (value) return value;
  if (demoMode) return demoValue;
  throw new ConfigError(`${name} must be set outside demo mode (DEMO_MODE=false or DATABASE_URL set)`);
}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new ConfigError(`${name} must be a number, got "${value}"`);
  return parsed;
};

/** A comma- or space-separated list of origins (scheme://host[:port]), each checked. */
const origins = (name: string, value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        throw new ConfigError(`${name}: "${item}" is not an origin like https://partner.example.com`);
      }
      return url.origin;
    });

/** An address the browser opens from a page: http(s) only, so no javascript: or data: link is ever rendered. */
function webPageUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password)
    throw new ConfigError(`${name} must be an http or https address without a user or password`);
  return url.href;
}

/** Mail needs both the server and the sender; either alone is a half configuration. */
function mailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  if (!smtpUrl && !from) return null;
  if (!smtpUrl || !from) throw new ConfigError('SMTP_URL and MAIL_FROM must be set together');
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 (or smtps://)');
  const domain = /@([a-z0-9-]+(?:\.[a-z0-9-]+)+)>?$/i.exec(from.trim())?.[1];
  if (!domain)
    throw new ConfigError(`MAIL_FROM is not an address: "${from}" (e.g. Portal <portal@example.com>)`);
  return { smtpUrl, from, domain: domain.toLowerCase() };
}

/**
 * Where the data lives, all an operator command (`npm run users:…`) needs: it must not ask for the
 * server's secrets (help chat, partner, OpenID) to change the directory.
 */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl'> {
  return { dataDir: path.resolve(env.DATA_DIR || './data'), databaseUrl: env.DATABASE_URL || undefined };
}

/** Reads every setting; throws ConfigError (naming the variable) when one is missing or unreadable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  // The embedded database is the try-out; a real PostgreSQL means production unless said otherwise.
  const demoMode = flag(env, 'DEMO_MODE', databaseUrl === undefined);
  const chatUrl = env.HELP_CHAT_URL ?? DEFAULT_HELP_CHAT_URL;
  return {
    port: number(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    timeZone: companyTimeZone(env),
    demoMode,
    demoPassword: demoMode ? env.DEMO_PASSWORD || DEMO_PASSWORD : null,
    oidc: oidcConfig(env),
    sessionIdleMinutes: number(env, 'SESSION_IDLE_MINUTES', 480),
    signInLimitPerMinute: number(env, 'SIGN_IN_LIMIT_PER_MINUTE', 60),
    uploadMaxBytes: number(env, 'UPLOAD_MAX_BYTES', UPLOAD_MAX_BYTES),
    webDist: path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    frameAncestors: origins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
    logLevel: env.LOG_LEVEL || 'info',
    slowRequestMs: number(env, 'SLOW_REQUEST_MS', 1000),
    writesPerMinute: number(env, 'WRITES_PER_MINUTE', 30),
    uploadQuotaBytes: number(env, 'UPLOAD_QUOTA_BYTES', 500 * 1024 * 1024),
    portalLinks: {
      myGoals: env.MY_GOALS_URL || 'https://goals.intranet.local',
      resetPassword: env.RESET_PASSWORD_URL || 'https://account.intranet.local/reset-password',
      myAssets: env.MY_ASSETS_URL || 'https://assets.intranet.local',
    },
    helpDesk: {
      phone: env.HELP_PHONE || '400-800-2026',
      mailbox: env.HELP_MAILBOX || 'it-feedback@intranet.local',
      chatUrl,
      chatToken: env.HELP_CHAT_TOKEN || 'staff-portal',
      // Demo mode signs with a known demo secret so the widget works out of the box.
      chatSecret: chatUrl === '' ? '' : secret(env, 'HELP_CHAT_SECRET', demoMode, DEMO_HELP_CHAT_SECRET),
    },
    bookCornerUrl: webPageUrl(env, 'BOOK_CORNER_URL', 'https://library.intranet.local'),
    rotationApplyUrl: webPageUrl(
      env,
      'ROTATION_APPLY_URL',
      'https://workflow.intranet.local/forms/job-rotation-application',
    ),
    workflowNewRequestUrl: webPageUrl(
      env,
      'WORKFLOW_NEW_REQUEST_URL',
      'https://workflow.intranet.local/requests/new',
    ),
    partner: partnerConfig(env, demoMode),
    mail: mailConfig(env),
    jobs: {
      maxAttempts: number(env, 'JOB_MAX_ATTEMPTS', 8),
      retryBaseMs: number(env, 'JOB_RETRY_SECONDS', 30) * 1000,
      leaseMs: number(env, 'JOB_LEASE_SECONDS', 300) * 1000,
      pollMs: number(env, 'JOB_POLL_SECONDS', 30) * 1000,
    },
  };
}
