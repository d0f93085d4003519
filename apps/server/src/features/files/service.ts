import { randomBytes } from 'node:crypto';
import { navigations, type UploadedFile } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { type FileType, sniffFileType } from './content-type.ts';
import { extensionOf, sanitizeDisplayName } from './file-names.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import type { FileStorage } from './storage.ts';

export type StoredFile = typeof files.$inferSelect;

interface UploadDependencies {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** SPEC §3 "Uploaded file": the path opens the content in a new tab. */
export const toUploadedFile = (file: Pick<StoredFile, 'ossKey' | 'name'>): UploadedFile => ({
  ossKey: file.ossKey,
  path: `${navigations.fileContent}/${file.ossKey}`,
  name: file.name,
});

/** Random and URL-safe, so keys can neither be guessed nor collide; the extension is ours, not the client's. */
const newOssKey = (type: FileType) => `${randomBytes(24).toString('base64url')}.${type.extensions[0]}`;

/**
 * Keeps an upload: the type comes from the bytes (SPEC §5 allowed types), the name must end in an
 * extension of that type, then the bytes go to storage and the row records who uploaded them.
 */
export async function storeUpload(
  { db, storage, log }: UploadDependencies,
  uploader: SessionUser,
  upload: ReceivedUpload,
): Promise<UploadedFile> {
  const type = await sniffFileType(upload.bytes);
  if (!type) throw new AppError('file.badType', 415);
  const name = sanitizeDisplayName(upload.clientName);
  if (!type.extensions.some((extension) => extension === extensionOf(name))) {
    throw new AppError('file.nameMismatch', 415);
  }

  const ossKey = newOssKey(type);
  try {
    await storage.put(ossKey, upload.stream());
  } catch (error) {
    log.error({ err: error, ossKey }, 'storing an upload failed');
    throw new AppError('file.uploadFailed', 500);
  }
  try {
    await db
      .insert(files)
      .values({ ossKey, name, contentType: type.contentType, size: upload.size, uploadedBy: uploader.id });
  } catch (error) {
    log.error({ err: error, ossKey }, 'recording an upload failed');
    await storage.remove(ossKey);
    throw new AppError('file.uploadFailed', 500);
  }
  return toUploadedFile({ ossKey, name });
}

/** The files that exist among the keys, in the order asked; unknown keys are left out. */
export async function filesByOssKeys(db: Database, ossKeys: string[]): Promise<UploadedFile[]> {
  const wanted = [...new Set(ossKeys)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ ossKey: files.ossKey, name: files.name })
    .from(files)
    .where(inArray(files.ossKey, wanted));
  const byKey = new Map(rows.map((row) => [row.ossKey, row]));
  return wanted.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toUploadedFile(row)] : [];
  });
}

export async function findStoredFile(db: Database, ossKey: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.ossKey, ossKey)).limit(1);
  return row ?? null;
}
