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
}

const number = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Expected a number, got "${value}"`);
  return parsed;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: number(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    timeZone: env.TZ || DEFAULT_COMPANY_TIME_ZONE,
    demoMode: env.DEMO_MODE !== 'false',
    demoPassword: env.DEMO_PASSWORD || 'portal2026',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 480),
    uploadMaxBytes: number(env.UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES),
    webDist: path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
