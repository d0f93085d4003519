import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { builtInSignOnRoutes } from './features/auth/routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { LocalFolderStorage } from './features/files/storage.ts';
import { meetingRoutes } from './features/meetings/routes.ts';
import { peopleRoutes } from './features/people/routes.ts';
import { roomRoutes } from './features/rooms/routes.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { CompanyClock } from './lib/company-time.ts';
import { webAppRoutes } from './web-app.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: CompanyClock;
  logger?: boolean;
}

/** Builds the whole server without listening: main.ts listens, tests call `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock: options.clock ?? new CompanyClock(config.timeZone),
    storage: new LocalFolderStorage(path.join(config.dataDir, 'files')),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('sessionUser', undefined);

  installErrorHandler(app);
  await app.register(cookie);
  await app.register(formbody);

  await app.register(builtInSignOnRoutes);
  await app.register(peopleRoutes);
  await app.register(fileRoutes);
  await app.register(roomRoutes);
  await app.register(bookingRoutes);
  await app.register(meetingRoutes);
  await app.register(webAppRoutes);
  return app;
}
