import { navigations } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { partnerOrSession, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { notFound } from '../../http/errors.ts';
import { acceptOneFileUploads } from '../../http/multipart.ts';
import { navigationRoute } from '../../http/navigation-route.ts';
import { STORED_FILE_POLICY } from '../../http/security-headers.ts';
import { FILE_TYPES } from './content-type.ts';
import { contentDisposition } from './file-names.ts';
import { receiveUpload } from './receive-upload.ts';
import type { StoredFile } from './repository.ts';
import { createFilesService } from './service.ts';

/** Upload, look-up and serving of attachments (docs/files.md). */
export async function fileRoutes(app: FastifyInstance) {
  const files = createFilesService(app.ctx);
  const maxBytes = app.ctx.config.uploadMaxBytes;

  // receiveUpload refuses a truncated file itself, naming the largest size allowed.
  await acceptOneFileUploads(app, maxBytes);

  apiRoute(app, 'fileUpload', {
    access: partnerOrSession, // any employee, also on the partner app's create-meeting page
    handler: async ({ user, request }) => {
      const upload = await receiveUpload(request, maxBytes);
      try {
        return await files.storeUpload(user, upload, request.log);
      } finally {
        await upload.discard();
      }
    },
  });

  apiRoute(app, 'filesByOssKeys', {
    access: signedIn, // attachments are shared with every attendee
    handler: async ({ query }) => files.byOssKeys(query.ossKeys),
  });

  // Opened in a new tab: a navigation, so no XHR marker.
  navigationRoute(app, {
    path: `${navigations.fileContent}/:ossKey`,
    access: signedIn,
    params: fileContentParams,
    handler: async ({ params, request, reply }) => {
      const found = await files.open(params.ossKey, request.log);
      if (!found) throw notFound('file.notFound');
      return reply.headers(contentHeaders(found.file)).send(found.content);
    },
  });
}

const fileContentParams = z.object({ ossKey: z.string() });

/**
 * Pictures the server generates itself (seeded demo content) are SVG. Nobody can upload one, and
 * the policy below keeps even a hand-opened SVG from running script or loading anything.
 */
const GENERATED_SVG = { contentType: 'image/svg+xml', inline: true };
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function contentHeaders(file: StoredFile) {
  const type =
    Object.values(FILE_TYPES).find((known) => known.contentType === file.contentType) ??
    (file.contentType === GENERATED_SVG.contentType ? GENERATED_SVG : undefined);
  return {
    'content-security-policy': type === GENERATED_SVG ? SVG_POLICY : STORED_FILE_POLICY,
    // The type sniffed at upload; with nosniff the browser never second-guesses it into HTML.
    'content-type': type?.contentType ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(file.name, type?.inline ?? false),
    'content-length': String(file.size),
    'cache-control': 'private, max-age=3600',
  };
}
