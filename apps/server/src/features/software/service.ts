import type { SoftwareCategory, SoftwarePackage, SoftwarePlatform, UploadedFile } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { violatedConstraint } from '../../lib/constraint-violation.ts';
import { recordAudit } from '../audit/index.ts';
import { createFilesService, fileContentUrl, findStoredFile, type ReceivedUpload } from '../files/index.ts';
import { PACKAGE_CONTENT_TYPES, sniffPackage } from './package-type.ts';
import { canPublishFile, canPublishSoftware } from './policy.ts';
import * as repository from './repository.ts';

export interface SoftwareRelease {
  name: string;
  category: SoftwareCategory;
  platform: SoftwarePlatform;
  version: string;
  description: string;
  ossKey: string;
}

export function createSoftwareService(ctx: AppContext) {
  const { db, clock } = ctx;
  const files = createFilesService(ctx);

  const ensurePublisher = (user: SessionUser) => {
    if (!canPublishSoftware(user)) throw forbidden();
  };

  const toPackage = ({ fileKey, publishedAt, ...row }: repository.PackageRow): SoftwarePackage => ({
    ...row,
    category: row.category as SoftwareCategory,
    platform: row.platform as SoftwarePlatform,
    fileUrl: fileContentUrl(fileKey),
    publishedAt: clock.format(publishedAt),
  });

  return {
    list: async (filter: { keyword: string; category?: SoftwareCategory }): Promise<SoftwarePackage[]> =>
      (await repository.findPackages(db, filter)).map(toPackage),

    /**
     * Stores a package file for a publish that follows. The right is checked before the body is
     * read, so a refused caller's file is never even stored; the type comes from the bytes.
     */
    async upload(
      user: SessionUser,
      receive: () => Promise<ReceivedUpload>,
      log: FastifyBaseLogger,
    ): Promise<UploadedFile> {
      ensurePublisher(user);
      const upload = await receive();
      try {
        const type = await sniffPackage(upload.path);
        if (!type) throw new AppError('software.badType', 415);
        return await files.keep(user, upload, type, log);
      } finally {
        await upload.discard();
      }
    },

    /** Publishes a package (or a new version of one) whose file the publisher uploaded. */
    async publish(user: SessionUser, release: SoftwareRelease): Promise<SoftwarePackage> {
      ensurePublisher(user);
      const { ossKey, ...fields } = release;
      const file = await findStoredFile(db, ossKey);
      if (!file || !canPublishFile(user, file, PACKAGE_CONTENT_TYPES)) throw notFound('software.unknownFile');
      try {
        return await db.transaction(async (tx) => {
          const id = await repository.insertPackage(tx, { ...fields, fileKey: ossKey, publishedBy: user.id });
          const published = toPackage((await repository.findPackage(tx, id)) as repository.PackageRow);
          await recordAudit(tx, user, {
            module: 'software',
            action: 'publish',
            subjectType: 'package',
            subjectId: id,
            subjectLabel: `${fields.name} ${fields.version}`,
            before: null,
            after: { ...fields, fileKey: ossKey },
          });
          return published;
        });
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'software_packages_release') throw conflict('software.duplicate');
        if (constraint === 'software_packages_file_idx') throw conflict('software.fileTaken');
        throw error;
      }
    },
  };
}
