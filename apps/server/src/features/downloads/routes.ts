import {
  DOWNLOAD_ZIP_MAX_FILES,
  downloadFileQuery,
  downloadPaths,
  downloadZipQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { STORED_FILE_POLICY } from '../../http/security-headers.ts';
import { contentDisposition } from '../files/index.ts';
import { createDownloadsService, zipName } from './service.ts';
import { uniqueEntryNames, zipStream } from './zip-stream.ts';

/**
 * Downloads of stored files (docs/rules.md). Both work as navigations and as blob fetches, so they
 * need a session but not the XHR marker, like /file/content; they only read.
 */
export async function downloadRoutes(app: FastifyInstance) {
  const downloads = createDownloadsService(app.ctx);
  const { storage } = app.ctx;

  navigationRoute(app, {
    path: downloadPaths.file,
    access: signedIn,
    query: downloadFileQuery,
    handler: async ({ query, request, reply }) => {
      const { file, name } = await downloads.resolveFile(query);
      const content = await storage.open(file.ossKey);
      if (!content) {
        request.log.warn({ ossKey: file.ossKey }, 'file row without stored bytes');
        throw notFound('file.notFound');
      }
      return reply
        .headers({ ...downloadHeaders(name, file.contentType), 'content-length': String(file.size) })
        .send(content);
    },
  });

  navigationRoute(app, {
    path: downloadPaths.zip,
    access: signedIn,
    query: downloadZipQuery,
    messageParams: { max: DOWNLOAD_ZIP_MAX_FILES },
    handler: async ({ query, request, reply }) => {
      const files = await downloads.resolveZip(query.ossKeys);
      const names = uniqueEntryNames(files.map((file) => file.name));
      const archive = zipStream(
        files.map((file, index) => ({
          name: names[index] as string,
          open: async () => {
            const content = await storage.open(file.ossKey);
            if (!content) throw new Error(`file row without stored bytes: ${file.ossKey}`);
            return content;
          },
        })),
      );
      archive.on('error', (error) => request.log.error({ err: error }, 'download all failed midway'));
      return reply.headers(downloadHeaders(zipName(query.fileName), 'application/zip')).send(archive);
    },
  });
}

/** Always a download (never rendered here), with the exact UTF-8 name (RFC 5987 filename*). */
const downloadHeaders = (name: string, contentType: string) => ({
  'content-type': contentType,
  'content-disposition': contentDisposition(name, false),
  'x-content-type-options': 'nosniff',
  'content-security-policy': STORED_FILE_POLICY,
  'cache-control': 'private, no-store',
});
