import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (apps/web/dist). Routes live in the hash (`/#/...`), so the server only
 * needs `/` and the asset files; hashed assets are cached for a year, index.html never.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const root = app.ctx.config.webDist;
  if (!existsSync(root)) {
    app.log.warn(`Web app not built at ${root}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes('/assets/');
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
