import type { Objective } from '@portal/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../people/schema.ts';
import { goalSheets } from './schema.ts';

/** Far above any real span of control over the periods a list shows. */
const LIST_LIMIT = 1000;

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');
const employeeOf = (table: typeof owner | typeof decider) => ({
  email: table.email,
  name: table.name,
  department: table.department,
  userId: table.userId,
  avatar: table.avatar,
});

const summaryColumns = {
  id: goalSheets.id,
  period: goalSheets.period,
  ownerId: goalSheets.ownerId,
  owner: employeeOf(owner),
  status: goalSheets.status,
  revision: goalSheets.revision,
  submittedAt: goalSheets.submittedAt,
  decidedAt: goalSheets.decidedAt,
};

const sheetColumns = {
  ...summaryColumns,
  objectives: goalSheets.objectives,
  returnComment: goalSheets.returnComment,
  decidedBy: employeeOf(decider),
  updatedAt: goalSheets.updatedAt,
};

const selectSheets = (db: Database | Transaction) =>
  db
    .select(sheetColumns)
    .from(goalSheets)
    .innerJoin(owner, eq(owner.id, goalSheets.ownerId))
    .leftJoin(decider, eq(decider.id, goalSheets.decidedBy));

export type GoalSheetRow = Awaited<ReturnType<typeof findSheet>> & {};
export type GoalSheetSummaryRow = Awaited<ReturnType<typeof findApprovals>>[number];

export async function findSheet(db: Database | Transaction, id: number) {
  const [row] = await selectSheets(db).where(eq(goalSheets.id, id)).limit(1);
  return row;
}

export async function findSheetOf(db: Database | Transaction, ownerId: number, period: string) {
  const [row] = await selectSheets(db)
    .where(and(eq(goalSheets.ownerId, ownerId), eq(goalSheets.period, period)))
    .limit(1);
  return row;
}

/** Full sheets of these owners in a period (a team's download), by owner name. */
export function findSheetsOf(db: Database | Transaction, ownerIds: number[], period: string) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return selectSheets(db)
    .where(and(inArray(goalSheets.ownerId, ownerIds), eq(goalSheets.period, period)))
    .orderBy(asc(owner.name), asc(owner.email))
    .limit(LIST_LIMIT);
}

/**
 * The sheets of the supervisor's direct reports that were ever submitted (drafts stay private
 * until then): waiting ones first, oldest submission first, then decided ones, latest first.
 */
export function findApprovals(db: Database | Transaction, supervisorId: number) {
  return db
    .select(summaryColumns)
    .from(goalSheets)
    .innerJoin(owner, eq(owner.id, goalSheets.ownerId))
    .where(and(eq(owner.supervisorId, supervisorId), ne(goalSheets.status, 'draft')))
    .orderBy(
      sql`case when ${goalSheets.status} = 'submitted' then 0 else 1 end`,
      sql`case when ${goalSheets.status} = 'submitted' then ${goalSheets.submittedAt} end asc`,
      desc(goalSheets.decidedAt),
      desc(goalSheets.id),
    )
    .limit(LIST_LIMIT);
}

/**
 * Writes the owner's goals of a period: creates the sheet as a draft, or replaces the goals of a
 * draft or returned one. One statement, so two first saves cannot both insert; undefined when the
 * sheet exists but is submitted or approved.
 */
export async function upsertGoals(
  db: Database,
  values: { ownerId: number; period: string; objectives: Objective[]; now: Date },
) {
  const rows = await db
    .insert(goalSheets)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [goalSheets.ownerId, goalSheets.period],
      set: {
        objectives: sql`excluded.objectives`,
        revision: sql`${goalSheets.revision} + 1`,
        updatedAt: values.now,
      },
      setWhere: inArray(goalSheets.status, ['draft', 'returned']),
    })
    .returning({ id: goalSheets.id });
  return rows[0]?.id;
}

/** A decision or submission applies only to the revision its author read, in the status it needs. */
const atRevision = (id: number, revision: number, statuses: string[]) =>
  and(eq(goalSheets.id, id), eq(goalSheets.revision, revision), inArray(goalSheets.status, statuses));

const changed = async (query: Promise<{ id: number }[]>) => (await query).length === 1;

export const markSubmitted = (db: Database, id: number, revision: number, now: Date) =>
  changed(
    db
      .update(goalSheets)
      .set({
        status: 'submitted',
        submittedAt: now,
        decidedAt: null,
        decidedBy: null,
        returnComment: null,
        revision: sql`${goalSheets.revision} + 1`,
        updatedAt: now,
      })
      .where(atRevision(id, revision, ['draft', 'returned']))
      .returning({ id: goalSheets.id }),
  );

export const markApproved = (db: Database, id: number, revision: number, deciderId: number, now: Date) =>
  changed(
    db
      .update(goalSheets)
      .set({
        status: 'approved',
        decidedAt: now,
        decidedBy: deciderId,
        revision: sql`${goalSheets.revision} + 1`,
        updatedAt: now,
      })
      .where(atRevision(id, revision, ['submitted']))
      .returning({ id: goalSheets.id }),
  );

export const markReturned = (
  db: Database,
  id: number,
  revision: number,
  decision: { deciderId: number; comment: string; now: Date },
) =>
  changed(
    db
      .update(goalSheets)
      .set({
        status: 'returned',
        decidedAt: decision.now,
        decidedBy: decision.deciderId,
        returnComment: decision.comment,
        revision: sql`${goalSheets.revision} + 1`,
        updatedAt: decision.now,
      })
      .where(atRevision(id, revision, ['submitted', 'approved']))
      .returning({ id: goalSheets.id }),
  );
