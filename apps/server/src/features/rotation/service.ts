import type { ImportResult, JobRotation } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { buildTemplate, type ImportedRow, recordImport } from '../spreadsheets/index.ts';
import { ROTATION_COLUMNS, type RotationColumn } from './import-columns.ts';
import { jobFromRow } from './imported-job.ts';
import { canManageRotation } from './policy.ts';
import * as repository from './repository.ts';

/** A read and fully checked import sheet. */
interface RotationSheet {
  fileName: string;
  rows: ImportedRow<RotationColumn>[];
}

export function createRotationService({ db, clock }: AppContext) {
  const ensureManager = (user: SessionUser) => {
    if (!canManageRotation(user)) throw forbidden();
  };

  return {
    mayManage: (user: SessionUser): boolean => canManageRotation(user),

    list: (): Promise<JobRotation[]> => repository.findOpenJobs(db),

    /** One open job; an unknown or removed one is 404. */
    async detail(id: number): Promise<JobRotation> {
      const job = await repository.findOpenJob(db, id);
      if (!job) throw notFound('rotation.notFound');
      return job;
    },

    /** Removes an open job (the row stays); of racing removals exactly one succeeds, the others 404. */
    async remove(user: SessionUser, id: number): Promise<void> {
      ensureManager(user);
      await db.transaction(async (tx) => {
        const job = await repository.findOpenJob(tx, id);
        if (!job || !(await repository.markJobRemoved(tx, id, user.id, clock.now())))
          throw notFound('rotation.notFound');
        await recordAudit(tx, user, {
          module: 'rotation',
          action: 'remove',
          subjectType: 'job',
          subjectId: id,
          subjectLabel: `${job.companyName} ${job.jobName}`,
          before: job,
          after: null,
        });
      });
    },

    /** The import sheet with its header row, for those who may import. */
    async template(user: SessionUser): Promise<Buffer> {
      ensureManager(user);
      return buildTemplate('轮岗岗位', ROTATION_COLUMNS);
    },

    /**
     * Adds the jobs of a sheet, all or none, with the import it came from; a job already open
     * (same natural key) is not added again, so importing a sheet twice doubles nothing. The right
     * is checked before the sheet is read, so a refused caller's file is never even parsed.
     */
    async importJobs(user: SessionUser, readSheet: () => Promise<RotationSheet>): Promise<ImportResult> {
      ensureManager(user);
      const sheet = await readSheet();
      const imported = await db.transaction(async (tx) => {
        const importId = await recordImport(tx, {
          module: 'rotation',
          fileName: sheet.fileName,
          rowCount: sheet.rows.length,
          importedBy: user.id,
        });
        const added = await repository.insertNewJobs(
          tx,
          sheet.rows.map((row) => jobFromRow(row.values, importId)),
        );
        await recordAudit(tx, user, {
          module: 'rotation',
          action: 'create',
          subjectType: 'import',
          subjectId: importId,
          subjectLabel: sheet.fileName,
          before: null,
          after: { fileName: sheet.fileName, rows: sheet.rows.length, added },
        });
        return added;
      });
      return { imported, alreadyPresent: sheet.rows.length - imported };
    },
  };
}
