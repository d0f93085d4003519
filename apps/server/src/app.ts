import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { apartmentRoutes } from './features/apartments/index.ts';
import { builtInSignOnRoutes, createSessionCache } from './features/auth/index.ts';
import { bookCornerRoutes } from './features/book-corner/index.ts';
import { bookingRoutes } from './features/bookings/index.ts';
import { commentRoutes } from './features/comments/index.ts';
import { downloadRoutes } from './features/downloads/index.ts';
import { feedbackRoutes } from './features/feedback/index.ts';
import { fileRoutes, LocalFolderStorage } from './features/files/index.ts';
import { galleryRoutes } from './features/gallery/index.ts';
import { goalsRoutes } from './features/goals/index.ts';
import { helpChatRoutes } from './features/help-chat/index.ts';
import { holidayRoutes } from './features/holidays/index.ts';
import { homeRoutes } from './features/home/index.ts';
import { honorRoutes } from './features/honor/index.ts';
import { createIdempotencyService } from './features/idempotency/index.ts';
import { createInvitationMailer, invitationRoutes } from './features/invitations/index.ts';
import { startJobWorker } from './features/jobs/index.ts';
import { MEETING_MAIL_JOB, markMeetingCancelled, meetingRoutes } from './features/meetings/index.ts';
import { messageRoutes } from './features/messages/index.ts';
import { newsRoutes } from './features/news/index.ts';
import { officesRoutes } from './features/offices/index.ts';
import { orgTreeRoutes } from './features/org-tree/index.ts';
import { partnerRoutes } from './features/partner/index.ts';
import { peopleRoutes } from './features/people/index.ts';
import { personalProjectRoutes } from './features/personal-projects/index.ts';
import { procurementRoutes } from './features/procurement/index.ts';
import { publicAssetRoutes } from './features/public-assets/index.ts';
import { reviewRoutes } from './features/reviews/index.ts';
import { rightsRoutes } from './features/rights/index.ts';
import { roomRoutes } from './features/rooms/index.ts';
import { rotationRoutes } from './features/rotation/index.ts';
import { rulesRoutes } from './features/rules/index.ts';
import { shellRoutes } from './features/shell/index.ts';
import { softwareRoutes } from './features/software/index.ts';
import { workflowRoutes } from './features/workflow/index.ts';
import { COMPRESS_THRESHOLD_BYTES } from './http/encoded-body.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { logSlowAndFailedRequests } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { limitWritesPerUser } from './http/write-limit.ts';
import { ChangeFeed } from './lib/change-feed.ts';
import { CompanyClock } from './lib/company-time.ts';
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
    sessionCache: createSessionCache(changes),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('sessionUser', undefined);

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

  // Every feature, flat: this list is the index of the server (docs/ARCHITECTURE.md).
  await app.register(builtInSignOnRoutes);
  await app.register(peopleRoutes);
  await app.register(rightsRoutes);
  await app.register(shellRoutes);
  await app.register(messageRoutes);
  await app.register(helpChatRoutes);
  await app.register(homeRoutes);
  await app.register(procurementRoutes);
  await app.register(roomRoutes);
  await app.register(bookingRoutes, { cancelHeldMeeting: markMeetingCancelled });
  await app.register(meetingRoutes);
  await app.register(invitationRoutes);
  await app.register(partnerRoutes);
  await app.register(fileRoutes);
  await app.register(downloadRoutes);
  await app.register(rulesRoutes);
  await app.register(newsRoutes);
  await app.register(honorRoutes);
  await app.register(commentRoutes);
  await app.register(feedbackRoutes);
  await app.register(rotationRoutes);
  await app.register(galleryRoutes);
  await app.register(bookCornerRoutes);
  await app.register(officesRoutes);
  await app.register(apartmentRoutes);
  await app.register(goalsRoutes);
  await app.register(reviewRoutes);
  await app.register(orgTreeRoutes);
  await app.register(holidayRoutes);
  await app.register(softwareRoutes);
  await app.register(workflowRoutes);
  await app.register(personalProjectRoutes);
  await app.register(publicAssetRoutes);
  await app.register(webAppRoutes);

  // Invitations are queued only when mail is configured, so only then is there work to take.
  const mailer = createInvitationMailer(ctx);
  if (mailer) {
    const worker = startJobWorker(ctx, { [MEETING_MAIL_JOB]: mailer.deliver }, app.log);
    app.addHook('onClose', async () => {
      await worker.stop();
      mailer.close();
    });
  }
  return app;
}
