import type { AuditAction, AuditEvent, AuditPage, AuditQuery, ConsoleModule } from '@portal/contracts';
import { AUDIT_EXPORT_MAX_ROWS } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { changesBetween } from './changes.ts';
import { canReadAudit } from './policy.ts';
import * as repository from './repository.ts';

/** Events read per query of an export. */
const EXPORT_BATCH = 1000;

/** The filter's company days as instants: from the first day's midnight to the end of the last. */
const filterOf = (clock: CompanyClock, query: AuditQuery): repository.AuditFilter => ({
  person: query.person || undefined,
  module: query.module,
  from: query.from ? clock.day(query.from).start : undefined,
  to: query.to ? clock.day(query.to).end : undefined,
});

const eventOf =
  (clock: CompanyClock) =>
  (row: repository.AuditRow): AuditEvent => ({
    id: row.id,
    at: clock.format(row.at),
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    module: row.module as ConsoleModule,
    action: row.action as AuditAction,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    changes: changesBetween(row.before, row.after),
  });

export function createAuditService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const requireReader = (user: SessionUser) => {
    if (!canReadAudit(user)) throw forbidden();
  };

  return {
    /** One page of the trail, newest first. */
    async page(
      user: SessionUser,
      query: AuditQuery & { pageNo: number; pageSize: number },
    ): Promise<AuditPage> {
      requireReader(user);
      const offset = (query.pageNo - 1) * query.pageSize;
      const { rows, totalCount } = await repository.findPage(
        db,
        filterOf(clock, query),
        offset,
        query.pageSize,
      );
      return { items: rows.map(eventOf(clock)), totalCount };
    },

    /** The matching events for the spreadsheet, newest first, read in batches, at most AUDIT_EXPORT_MAX_ROWS. */
    forExport(user: SessionUser, query: AuditQuery) {
      requireReader(user);
      const filter = filterOf(clock, query);
      const toEvent = eventOf(clock);
      async function* batches(): AsyncGenerator<AuditEvent[]> {
        let beforeId: number | null = null;
        let left = AUDIT_EXPORT_MAX_ROWS;
        while (left > 0) {
          const batch = await repository.findBatch(db, filter, beforeId, Math.min(EXPORT_BATCH, left));
          if (batch.length > 0) yield batch.map(toEvent);
          if (batch.length < EXPORT_BATCH) return;
          left -= batch.length;
          beforeId = batch.at(-1)?.id ?? null;
        }
      }
      return { batches: batches(), today: clock.today() };
    },
  };
}
