import type { ActionStatus } from '@portal/contracts';
import { and, asc, count, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { users } from '../../people/schema.ts';
import { meetingActionOwners, meetingActions, meetings } from '../schema.ts';

type Reader = Database | Transaction;

/** The meeting (the row a query reads) has an action `userId` owns; `openOnly`: one not done. */
export const ownsActionOf = (userId: number, openOnly: boolean) =>
  exists(
    sql`(select 1 from ${meetingActions} join ${meetingActionOwners} on ${meetingActionOwners.actionId} = ${meetingActions.id}
      where ${meetingActions.meetingId} = ${meetings.id} and ${meetingActionOwners.userId} = ${userId}
      ${openOnly ? sql`and ${meetingActions.status} <> 'done'` : sql``})`,
  );

/** The users owning at least one action of the meeting. */
export async function actionOwnerIdsOf(db: Reader, meetingId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: meetingActionOwners.userId })
    .from(meetingActionOwners)
    .innerJoin(meetingActions, eq(meetingActions.id, meetingActionOwners.actionId))
    .where(eq(meetingActions.meetingId, meetingId));
  return rows.map((row) => row.userId);
}

const actionColumns = {
  id: meetingActions.id,
  meetingId: meetingActions.meetingId,
  meetingName: meetings.name,
  meetingCancelled: meetings.cancelled,
  title: meetingActions.title,
  dueDate: meetingActions.dueDate,
  status: meetingActions.status,
  progress: meetingActions.progress,
  updatedAt: meetingActions.updatedAt,
};

/** Actions with their owners (email and name), in the order of `rows`. */
async function withOwners<T extends { id: number }>(db: Reader, rows: T[]) {
  const ids = rows.map((row) => row.id);
  const owners = ids.length
    ? await db
        .select({
          actionId: meetingActionOwners.actionId,
          userId: users.id,
          email: users.email,
          name: users.name,
        })
        .from(meetingActionOwners)
        .innerJoin(users, eq(users.id, meetingActionOwners.userId))
        .where(inArray(meetingActionOwners.actionId, ids))
        .orderBy(asc(meetingActionOwners.assignedAt), asc(users.email))
    : [];
  return rows.map((row) => {
    const mine = owners.filter((owner) => owner.actionId === row.id);
    return {
      ...row,
      ownerIds: mine.map((owner) => owner.userId),
      owners: mine.map(({ email, name }) => ({ email, name })),
    };
  });
}

export type ActionWithOwners = Awaited<ReturnType<typeof actionsOfMeeting>>[number];

export async function actionsOfMeeting(db: Reader, meetingId: number) {
  const rows = await db
    .select(actionColumns)
    .from(meetingActions)
    .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
    .where(eq(meetingActions.meetingId, meetingId))
    .orderBy(asc(meetingActions.dueDate), asc(meetingActions.id));
  return withOwners(db, rows);
}

/** One action with its owners, held until the transaction ends. */
export async function findAction(tx: Transaction, actionId: number) {
  const [row] = await tx
    .select(actionColumns)
    .from(meetingActions)
    .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
    .where(eq(meetingActions.id, actionId))
    .for('update', { of: meetingActions });
  return row ? (await withOwners(tx, [row]))[0] : undefined;
}

export interface ActionFields {
  title: string;
  dueDate: string;
  progress: string;
}

export async function insertAction(
  tx: Transaction,
  meetingId: number,
  createdBy: number,
  fields: ActionFields,
) {
  const [created] = await tx
    .insert(meetingActions)
    .values({ meetingId, createdBy, ...fields })
    .returning({ id: meetingActions.id });
  if (!created) throw new Error('The action insert returned no row');
  return created.id;
}

export async function updateAction(
  tx: Transaction,
  actionId: number,
  fields: Partial<ActionFields> & { status?: ActionStatus },
  at: Date,
) {
  await tx
    .update(meetingActions)
    .set({ ...fields, updatedAt: at })
    .where(eq(meetingActions.id, actionId));
}

/** Makes the owners exactly `userIds`; answers who was added (they keep nothing of a former turn). */
export async function replaceActionOwners(
  tx: Transaction,
  actionId: number,
  before: readonly number[],
  userIds: number[],
) {
  const added = userIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !userIds.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(meetingActionOwners)
      .where(and(eq(meetingActionOwners.actionId, actionId), inArray(meetingActionOwners.userId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(meetingActionOwners).values(added.map((userId) => ({ actionId, userId })));
  }
  return added;
}

/**
 * Actions a user owns, or follows (those of meetings they organize or record, cancelled meetings
 * left out), open ones first by due date.
 */
export async function findMyActions(
  db: Database,
  userId: number,
  filter: { scope: 'owned' | 'followed'; status: ActionStatus | undefined; page: number; pageSize: number },
) {
  const scope =
    filter.scope === 'owned'
      ? exists(
          sql`(select 1 from ${meetingActionOwners} where ${meetingActionOwners.actionId} = ${meetingActions.id} and ${meetingActionOwners.userId} = ${userId})`,
        )
      : or(eq(meetings.organizerId, userId), eq(meetings.recorderId, userId));
  const where = and(
    scope,
    not(meetings.cancelled),
    filter.status ? eq(meetingActions.status, filter.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(actionColumns)
      .from(meetingActions)
      .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
      .where(where)
      .orderBy(sql`${meetingActions.status} = 'done'`, asc(meetingActions.dueDate), asc(meetingActions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(meetingActions)
      .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
      .where(where),
  ]);
  return { rows: await withOwners(db, rows), total: totals[0]?.total ?? 0 };
}
