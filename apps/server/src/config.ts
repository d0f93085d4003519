import path from 'node:path';
import { DEFAULT_COMPANY_TIME_ZONE, UPLOAD_MAX_BYTES } from '@portal/contracts';

/** Every setting the server reads, in one place; README "Configuration" lists the same variables. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The company's clock: "today", "past" and booking windows use it, whatever the server's zone. */
  timeZone: string;
  demoMode: boolean;
  demoPassword: string;
  sessionIdleMinutes: number;
  uploadMaxBytes: number;
  webDist: string;
  trustProxy: boolean;
  /** Partner origins that may show the portal in a frame, besides the portal itself. */
  frameAncestors: string[];
  /** Pino level of the server log; requests are logged only when slow or failed. */
  logLevel: string;
  /** A request slower than this is logged with its route and time. */
  slowRequestMs: number;
  /** SPEC §2 user menu: the items that live on other hosts. */
  portalLinks: { myGoals: string; resetPassword: string; myAssets: string };
  /** SPEC §1 help widget; the chat secret signs the chat address on the server and never leaves it. */
  helpDesk: { phone: string; mailbox: string; chatUrl: string; chatToken: string; chatSecret: string };
}

const number = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Expected a number, got "${value}"`);
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
        throw new Error(`${name}: "${item}" is not an origin like https://partner.example.com`);
      }
      return url.origin;
    });

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const demoMode = env.DEMO_MODE !== 'false';
  return {
    port: number(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    timeZone: env.TZ || DEFAULT_COMPANY_TIME_ZONE,
    demoMode,
    demoPassword: env.DEMO_PASSWORD || 'portal2026',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 480),
    uploadMaxBytes: number(env.UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES),
    webDist: path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY === 'true',
    frameAncestors: origins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
    logLevel: env.LOG_LEVEL || 'info',
    slowRequestMs: number(env.SLOW_REQUEST_MS, 1000),
    portalLinks: {
      myGoals: env.MY_GOALS_URL || 'https://goals.intranet.local',
      resetPassword: env.RESET_PASSWORD_URL || 'https://account.intranet.local/reset-password',
      myAssets: env.MY_ASSETS_URL || 'https://assets.intranet.local',
    },
    helpDesk: {
      phone: env.HELP_PHONE || '400-800-2026',
      mailbox: env.HELP_MAILBOX || 'it-feedback@intranet.local',
      chatUrl: env.HELP_CHAT_URL || 'https://help.intranet.local/chat',
      chatToken: env.HELP_CHAT_TOKEN || 'staff-portal',
      // Demo mode signs with a known demo secret so the widget works out of the box; production
      // without HELP_CHAT_SECRET shows no chat button rather than signing with a guessable key.
      chatSecret: env.HELP_CHAT_SECRET || (demoMode ? 'demo-help-chat-secret' : ''),
    },
  };
}
