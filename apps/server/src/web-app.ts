import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody } from './http/encoded-body.ts';

/** How often `GET /` looks whether a new build replaced index.html. */
const INDEX_RECHECK_MS = 1000;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist). Routes live in the hash (`/#/...`), so the server only
 * needs `/` and the asset files.
 * - Assets under /assets/ carry a content hash in their names: cached for a year, immutable, and
 *   answered from the `.br`/`.gz` files the build writes beside them when the client accepts one.
 * - index.html names the current hashes, so it is `no-cache`; it is kept in memory with its
 *   compressed copies, and re-read when a new build replaces it (checked at most once a second),
 *   so a rebuilt web app is served without restarting the server. Asset files are looked up on
 *   disk per request, so the new build's hashes are found as well.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const root = app.ctx.config.webDist;
  // Served once built, without a restart: `/` and the assets are looked up when asked for.
  if (!existsSync(root)) app.log.warn(`Web app not built at ${root}; run npm run build`);
  const index = rememberIndex(path.join(root, 'index.html'));

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await index.current();
    if (!body) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body.for(request, reply));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    // Otherwise send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      response.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

interface Remembered {
  body: EncodedBody;
  mtimeMs: number;
  size: number;
}

/** index.html in memory, replaced when the file on disk changes. */
function rememberIndex(file: string) {
  let remembered: Remembered | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const check = async () => {
    try {
      const info = await stat(file);
      if (remembered?.mtimeMs === info.mtimeMs && remembered.size === info.size) return;
      remembered = { body: new EncodedBody(await readFile(file)), mtimeMs: info.mtimeMs, size: info.size };
    } catch {
      // Not built (yet), or a build is rewriting the folder: keep what was served last.
    }
  };

  return {
    async current(): Promise<EncodedBody | undefined> {
      const now = Date.now();
      if (!remembered || now - checkedAt >= INDEX_RECHECK_MS) {
        checkedAt = now;
        checking ??= check().finally(() => {
          checking = undefined;
        });
        await checking;
      }
      return remembered?.body;
    },
  };
}
