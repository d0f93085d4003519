import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { formatByteSize, UPLOAD_FIELD } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';

/** The upload's second multipart field holds the display name. */
export const UPLOAD_NAME_FIELD = 'name';

/** An upload spooled to a temp file: sniff it, stream it to storage, then discard it. */
export interface ReceivedUpload {
  size: number;
  /** The `name` field, else the part's filename; not yet sanitized. */
  clientName: string;
  /** The spooled temp file, for sniffing its type. */
  path: string;
  stream(): Readable;
  discard(): Promise<void>;
}

/**
 * Reads the multipart body (fields in any order) and writes the one file to a temp file, so a 100 MB
 * upload never sits in memory. Busboy stops keeping bytes at the configured fileSize limit: the part
 * comes back truncated and is refused with the message 最大支持{size}附件.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('file.missing');
  const tempPath = path.join(tmpdir(), `portal-upload-${randomBytes(12).toString('hex')}`);
  const discard = () => rm(tempPath, { force: true });
  let nameField = '';
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_NAME_FIELD) nameField = String(part.value);
      } else if (part.fieldname === UPLOAD_FIELD && fileName === null) {
        await pipeline(part.file, createWriteStream(tempPath));
        if (part.file.truncated) throw new AppError('file.tooLarge', 413, { size: formatByteSize(maxBytes) });
        fileName = part.filename;
      } else {
        // Parsing only goes on once the current part is read to its end.
        await finished(part.file.resume());
      }
    }
  } catch (error) {
    await discard();
    throw isMalformedMultipart(error) ? badRequest('file.malformed') : error;
  }
  const size = fileName === null ? 0 : (await stat(tempPath)).size;
  if (fileName === null || size === 0) {
    await discard();
    throw badRequest('file.missing');
  }
  return {
    size,
    clientName: nameField.trim() ? nameField : fileName,
    path: tempPath,
    stream: () => createReadStream(tempPath),
    discard,
  };
}

/**
 * The multipart parser rejects a broken body (no closing boundary, a bad part header) with a bare
 * Error: no status and no system code. That is the sender's fault, not the server's.
 */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && !(error instanceof AppError) && !('code' in error) && !('statusCode' in error);
