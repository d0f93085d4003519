import type { AuditAction, ConsoleModule } from '@portal/contracts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { auditEvents } from './schema.ts';

export type AuditRow = typeof auditEvents.$inferSelect;

/** What the trail is filtered by: a person in part, a module, a span of instants [from, to). */
export interface AuditFilter {
  person?: string;
  module?: string;
  from?: Date;
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const pattern = filter.person ? containsPattern(filter.person) : undefined;
  return and(
    pattern ? or(ilike(auditEvents.actorName, pattern), ilike(auditEvents.actorEmail, pattern)) : undefined,
    filter.module ? eq(auditEvents.module, filter.module) : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to ? lt(auditEvents.at, filter.to) : undefined,
  );
}

/** One page of the trail, newest first, and how many events match in all. */
export async function findPage(db: Database, filter: AuditFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The next events after `beforeId` (newest first), for an export read in batches. */
export const findBatch = (db: Database, filter: AuditFilter, beforeId: number | null, limit: number) =>
  db
    .select()
    .from(auditEvents)
    .where(and(whereOf(filter), beforeId === null ? undefined : lt(auditEvents.id, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);

/** One write of the console, as the module that made it describes it. */
export interface AuditRecord {
  module: ConsoleModule;
  action: AuditAction;
  /** What was written (`holiday`, `right`, `message`) and its id or key. */
  subjectType: string;
  subjectId: string | number;
  /** How a person recognises it: a title, a name, an email. */
  subjectLabel: string;
  /** The record as it was and as it became; null where it did not exist. */
  before: unknown;
  after: unknown;
}

const SUBJECT_LABEL_MAX = 500;

/**
 * Records a console write in the audit trail, inside the write's own transaction: the write and
 * its record land together or not at all.
 */
export async function recordAudit(tx: Database | Transaction, actor: SessionUser, record: AuditRecord) {
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    module: record.module,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    subjectLabel: [...record.subjectLabel].slice(0, SUBJECT_LABEL_MAX).join(''),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
