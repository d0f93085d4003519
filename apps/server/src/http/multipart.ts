import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart parsing for the upload routes of one plugin (registered per feature, so only its routes
 * parse multipart bodies): one file of at most `maxBytes` (0: no limit) and a few short fields. A
 * larger file arrives truncated instead of failing the request, so its receiver refuses it naming
 * the largest size allowed.
 */
export async function acceptOneFileUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxBytes > 0 ? maxBytes : Number.POSITIVE_INFINITY,
      files: 1,
      fields: 4,
      fieldSize: 4096,
      parts: 8,
    },
  });
}
