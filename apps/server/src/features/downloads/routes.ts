import {
  DOWNLOAD_ZIP_MAX_FILES,
  downloadFileQuery,
  downloadPaths,
  downloadZipQuery,
  NOT_SIGNED_IN_CODE,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { isMessageKey } from '../../http/messages.ts';
import { authenticate } from '../auth/session.ts';
import { contentDisposition } from '../files/file-names.ts';
import { resolveFileDownload, resolveZipDownload, zipName } from './service.ts';
import { uniqueEntryNames, zipStream } from './zip-stream.ts';

/**
 * Downloads of stored files (docs/rules.md). Both work as navigations and as blob fetches, so they
 * need a session but not the XHR marker, like /file/content; they only read.
 */
export async function downloadRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;

  app.get(downloadPaths.file, async (request, reply) => {
    await requireSession(request);
    const { file, name } = await resolveFileDownload(db, parseQuery(downloadFileQuery, request.query));
    const content = await storage.open(file.ossKey);
    if (!content) {
      request.log.warn({ ossKey: file.ossKey }, 'file row without stored bytes');
      throw notFound('file.notFound');
    }
    return reply
      .headers({ ...downloadHeaders(name, file.contentType), 'content-length': String(file.size) })
      .send(content);
  });

  app.get(downloadPaths.zip, async (request, reply) => {
    await requireSession(request);
    const query = parseQuery(downloadZipQuery, request.query);
    const files = await resolveZipDownload(db, query.ossKeys);
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
  });
}

async function requireSession(request: FastifyRequest) {
  if (!(await authenticate(request))) throw new AppError('auth.notSignedIn', 401, {}, NOT_SIGNED_IN_CODE);
}

function parseQuery<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue && isMessageKey(issue.message)) throw badRequest(issue.message, { max: DOWNLOAD_ZIP_MAX_FILES });
  throw badRequest('request.invalid', { field: issue?.path.join('.') || '-' });
}

/** Always a download (never rendered here), with the exact UTF-8 name (RFC 5987 filename*). */
const downloadHeaders = (name: string, contentType: string) => ({
  'content-type': contentType,
  'content-disposition': contentDisposition(name, false),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
});
