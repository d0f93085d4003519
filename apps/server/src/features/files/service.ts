import { randomBytes } from 'node:crypto';
import { formatByteSize, type UploadedFile } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { sniffFileOnDisk } from './content-type.ts';
import { extensionOf, sanitizeDisplayName } from './file-names.ts';
import { fileContentUrl } from './file-url.ts';
import { type ImageBounds, resizeImage } from './image-resize.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import {
  findStoredFile,
  findStoredFiles,
  insertReservedFile,
  insertStoredFile,
  releaseUploadReservation,
  reserveUploadBytes,
  type StoredFile,
} from './repository.ts';

/** An uploaded file as answers show it: the path opens the content in a new tab. */
export const toUploadedFile = (file: Pick<StoredFile, 'ossKey' | 'name'>): UploadedFile => ({
  ossKey: file.ossKey,
  path: fileContentUrl(file.ossKey),
  name: file.name,
});

/** What a stored file's type must say: its Content-Type and the extensions its name may end in (first: the key's). */
export interface StoredType {
  contentType: string;
  extensions: readonly string[];
}

/** Random and URL-safe, so keys can neither be guessed nor collide; the extension is ours, not the client's. */
const newOssKey = (type: StoredType) => `${randomBytes(24).toString('base64url')}.${type.extensions[0]}`;

/**
 * How long an upload's reservation counts: far longer than storing a file at the upload size
 * limit takes, short enough that a crashed server's reservations free the quota the same day.
 */
const RESERVATION_LIFETIME_MS = 60 * 60 * 1000;

export function createFilesService({ db, storage, config }: AppContext) {
  /**
   * Each user may keep UPLOAD_QUOTA_BYTES of attachments in all (0: no quota). The upload's bytes
   * are reserved before they are stored, so parallel uploads cannot all pass; the reservation id
   * (null without a quota) goes with the file's row, or is released when the upload fails.
   */
  const reserveQuota = async (uploader: SessionUser, size: number): Promise<number | null> => {
    const quota = config.uploadQuotaBytes;
    if (quota <= 0) return null;
    const now = new Date();
    const claim = await reserveUploadBytes(db, {
      userId: uploader.id,
      bytes: size,
      quota,
      now,
      expiresAt: new Date(now.getTime() + RESERVATION_LIFETIME_MS),
    });
    if ('used' in claim) {
      throw new AppError('file.quotaExceeded', 429, {
        used: formatByteSize(claim.used),
        quota: formatByteSize(quota),
      });
    }
    return claim.reservationId;
  };

  /** Stores the bytes, then records the file (with its reservation dropped, when there is one). */
  const store = async (
    uploader: SessionUser,
    upload: ReceivedUpload,
    type: StoredType,
    name: string,
    reservationId: number | null,
    log: FastifyBaseLogger,
  ): Promise<UploadedFile> => {
    const ossKey = newOssKey(type);
    try {
      await storage.put(ossKey, upload.stream());
    } catch (error) {
      log.error({ err: error, ossKey }, 'storing an upload failed');
      throw new AppError('file.uploadFailed', 500);
    }
    const row = { ossKey, name, contentType: type.contentType, size: upload.size, uploadedBy: uploader.id };
    try {
      if (reservationId === null) await insertStoredFile(db, row);
      else await insertReservedFile(db, reservationId, row);
    } catch (error) {
      log.error({ err: error, ossKey }, 'recording an upload failed');
      await storage.remove(ossKey);
      throw new AppError('file.uploadFailed', 500);
    }
    return toUploadedFile({ ossKey, name });
  };

  /**
   * Keeps an upload of a type already judged by its bytes: the name must end in an extension of
   * that type and fit the uploader's quota, then the bytes go to storage and the row records who
   * uploaded them.
   */
  const keep = async (
    uploader: SessionUser,
    upload: ReceivedUpload,
    type: StoredType,
    log: FastifyBaseLogger,
  ): Promise<UploadedFile> => {
    const name = sanitizeDisplayName(upload.clientName);
    if (!type.extensions.some((extension) => extension === extensionOf(name))) {
      throw new AppError('file.nameMismatch', 415);
    }
    const reservationId = await reserveQuota(uploader, upload.size);
    try {
      return await store(uploader, upload, type, name, reservationId, log);
    } catch (error) {
      if (reservationId !== null) await releaseUploadReservation(db, reservationId);
      throw error;
    }
  };

  return {
    /** Keeps an attachment: only the allowed types, judged by the bytes. */
    async storeUpload(uploader: SessionUser, upload: ReceivedUpload, log: FastifyBaseLogger) {
      const type = await sniffFileOnDisk(upload.path);
      if (!type) throw new AppError('file.badType', 415);
      return keep(uploader, upload, type, log);
    },

    /** Keeps an upload of another feature's types (a software package), judged by that feature. */
    keep,

    /**
     * Keeps a picture made ready for a page (image-resize.ts: upright, shrunk into the bounds, its
     * metadata gone), counted against the uploader's quota at its new size.
     */
    async storeImage(
      uploader: SessionUser,
      upload: ReceivedUpload,
      bounds: ImageBounds,
      log: FastifyBaseLogger,
    ) {
      const image = await resizeImage(upload, bounds);
      const stored = await keep(uploader, image.upload, image.type, log);
      return { ...stored, width: image.width, height: image.height };
    },

    /** The files that exist among the keys, in the order asked; unknown keys are left out. */
    async byOssKeys(ossKeys: string[]): Promise<UploadedFile[]> {
      return (await findStoredFiles(db, [...new Set(ossKeys)])).map(toUploadedFile);
    },

    /** A stored file and its bytes, or null when either is missing. */
    async open(ossKey: string, log: FastifyBaseLogger) {
      const file = await findStoredFile(db, ossKey);
      const content = file && (await storage.open(file.ossKey));
      if (file && !content) log.warn({ ossKey: file.ossKey }, 'file row without stored bytes');
      return file && content ? { file, content } : null;
    },
  };
}
