import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { authenticate } from './features/auth/index.ts';
import { createIdempotencyService } from './features/idempotency/index.ts';
import { createInvitationMailer } from './features/invitations/index.ts';
import { startJobWorker } from './features/jobs/index.ts';
import { MEETING_MAIL_JOB } from './features/meetings/index.ts';
import { partnerCaller } from './features/partner/index.ts';
import type { Callers } from './http/access.ts';
import { COMPRESS_THRESHOLD_BYTES } from './http/encoded-body.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { logSlowAndFailedRequests } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { limitWritesPerUser } from './http/write-limit.ts';
import { ChangeFeed } from './lib/change-feed.ts';
import { CompanyClock } from './lib/company-time.ts';
import { LocalFolderStorage } from './lib/file-storage.ts';
import { featureJobHandlers, registerFeatures } from './load-features.ts';
import { webAppRoutes } from './web-app.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: CompanyClock;
  /** false (tests), or the pino options of the server log. */
  logger?: boolean | { level: string };
}

/** Builds the whole server without listening: main.ts listens, tests call `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Requests are logged only when slow or failed (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  const changes = new ChangeFeed({
    source: database.notifications,
    onError: (error) => app.log.warn({ err: error }, 'change feed: caches dropped, listening again'),
  });
  // Listening starts before the first request, so no change can slip between a read and its cache.
  await changes.start();
  app.addHook('onClose', () => changes.close());
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock: options.clock ?? new CompanyClock(config.timeZone),
    storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
    changes,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('sessionUser', undefined);
  // Every route's access line asks these who is calling (http/access.ts).
  app.decorate('callers', { session: authenticate, partner: partnerCaller } satisfies Callers);

  installErrorHandler(app);
  logSlowAndFailedRequests(app, config.slowRequestMs);
  await registerSecurityHeaders(app, config.frameAncestors);
  limitWritesPerUser(app, config.writesPerMinute);
  app.decorate('writeReplay', createIdempotencyService(ctx));
  // JSON answers compressed when the client accepts it; tiny ones are not worth it.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(formbody);
  // Limits are per route (sign-in attempts per address, writes per user): none applies by default.
  await app.register(rateLimit, { global: false });

  // Every feature of features/registry.ts: that list is the index of the server (docs/ARCHITECTURE.md).
  await registerFeatures(app);
  await app.register(webAppRoutes);

  // The features' jobs (a scheduled publish falling due), and invitations, which are queued only
  // when mail is configured.
  const mailer = createInvitationMailer(ctx);
  const worker = startJobWorker(
    ctx,
    { ...featureJobHandlers(ctx), ...(mailer ? { [MEETING_MAIL_JOB]: mailer.deliver } : {}) },
    app.log,
  );
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer?.close();
  });
  return app;
}
