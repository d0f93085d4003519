import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody } from './http/encoded-body.ts';
import { webAssets } from './web-assets.ts';

/** How often `GET /` looks whether a new build replaced index.html. */
const INDEX_RECHECK_MS = 1000;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist). Routes live in the hash (`/#/...`), so the server only
 * needs `/` and the asset files.
 * - Assets under /assets/ carry a content hash in their names: cached for a year, immutable, and
 *   answered from memory (web-assets.ts), with the `.br`/`.gz` copies the build writes beside them
 *   when the client accepts one.
 * - index.html names the current hashes, so it is `no-cache`; it is kept in memory with its
 *   compressed copies, and re-read when a new build replaces it (checked at most once a second),
 *   so a rebuilt web app is served without restarting the server. An asset name not seen before
 *   is looked up on disk, so the new build's hashes are found as well.
 * - index.html's own inline script (the build's first-load preloader) is the one inline script the
 *   Content-Security-Policy allows, by its hash, and on this answer only.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const root = app.ctx.config.webDist;
  // Served once built, without a restart: `/` and the assets are looked up when asked for.
  if (!existsSync(root)) app.log.warn(`Web app not built at ${root}; run npm run build`);
  const index = rememberIndex(path.join(root, 'index.html'));

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const remembered = await index.current();
    if (!remembered) return reply.callNotFound();
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && remembered.scriptHashes.length > 0) {
      reply.header('content-security-policy', allowScripts(policy, remembered.scriptHashes));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(remembered.body.for(request, reply));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  const assets = webAssets(path.join(root, 'assets'));
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const asset = await assets.find(request.params['*']);
    if (!asset) return reply.callNotFound();
    return reply
      .header('cache-control', IMMUTABLE)
      .type(asset.contentType)
      .send(asset.body.for(request, reply));
  });

  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    // Otherwise send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

/** `'sha256-…'` of each inline `<script>` (one without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** The policy with these script hashes added to its script-src. */
const allowScripts = (policy: string, hashes: string[]) =>
  policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);

interface Remembered {
  body: EncodedBody;
  scriptHashes: string[];
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
      const bytes = await readFile(file);
      remembered = {
        body: new EncodedBody(bytes),
        scriptHashes: inlineScriptHashes(bytes.toString('utf8')),
        mtimeMs: info.mtimeMs,
        size: info.size,
      };
    } catch {
      // Not built (yet), or a build is rewriting the folder: keep what was served last.
    }
  };

  return {
    async current(): Promise<Remembered | undefined> {
      const now = Date.now();
      if (!remembered || now - checkedAt >= INDEX_RECHECK_MS) {
        checkedAt = now;
        checking ??= check().finally(() => {
          checking = undefined;
        });
        await checking;
      }
      return remembered;
    },
  };
}
