import type { WorkflowBox, WorkflowStatus, WorkflowType } from '@portal/contracts';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../people/schema.ts';
import { workflowRequests, workflowSteps } from './schema.ts';

const requesters = alias(users, 'requesters');
const currentSteps = alias(workflowSteps, 'current_steps');
const currentApprovers = alias(users, 'current_approvers');

/** A request with its requester and, while in approval, the step awaiting a decision and its approver. */
const summaryColumns = {
  id: workflowRequests.id,
  number: workflowRequests.number,
  type: workflowRequests.type,
  title: workflowRequests.title,
  content: workflowRequests.content,
  status: workflowRequests.status,
  requesterId: workflowRequests.requesterId,
  requesterName: requesters.name,
  requesterEmail: requesters.email,
  department: requesters.department,
  currentStep: currentSteps.name,
  currentApproverId: currentSteps.approverId,
  currentApproverName: currentApprovers.name,
  currentApproverEmail: currentApprovers.email,
  createdAt: workflowRequests.createdAt,
  updatedAt: workflowRequests.updatedAt,
};

export interface ListFilter {
  box: WorkflowBox;
  type?: WorkflowType;
  status?: WorkflowStatus;
}

/** Which requests each box holds for `userId`. */
function boxCondition(userId: number, box: WorkflowBox): SQL | undefined {
  if (box === 'mine') return eq(workflowRequests.requesterId, userId);
  if (box === 'todo') return and(eq(workflowRequests.status, 'pending'), eq(currentSteps.approverId, userId));
  return sql`exists (select 1 from ${workflowSteps} where ${workflowSteps.requestId} = ${workflowRequests.id}
    and ${workflowSteps.approverId} = ${userId} and ${workflowSteps.outcome} is not null)`;
}

/** The step awaiting a decision: the one at the request's current position (none once finished). */
const isCurrentStep = and(
  eq(currentSteps.requestId, workflowRequests.id),
  eq(currentSteps.position, workflowRequests.currentStep),
);

const selectSummaries = (db: Database | Transaction) =>
  db
    .select(summaryColumns)
    .from(workflowRequests)
    .innerJoin(requesters, eq(requesters.id, workflowRequests.requesterId))
    .leftJoin(currentSteps, isCurrentStep)
    .leftJoin(currentApprovers, eq(currentApprovers.id, currentSteps.approverId))
    .$dynamic();

export type RequestRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** The requests of a box (newest first), one page of them, and how many it holds in all. */
export async function findRequestPage(
  db: Database,
  userId: number,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const where = and(
    boxCondition(userId, filter.box),
    filter.type === undefined ? undefined : eq(workflowRequests.type, filter.type),
    filter.status === undefined ? undefined : eq(workflowRequests.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(workflowRequests.createdAt), desc(workflowRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(workflowRequests).leftJoin(currentSteps, isCurrentStep).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One request as the lists show it; `lock` holds its row until the transaction ends. */
export async function findRequest(db: Database | Transaction, id: number, lock = false) {
  if (lock) {
    await db
      .select({ id: workflowRequests.id })
      .from(workflowRequests)
      .where(eq(workflowRequests.id, id))
      .for('update');
  }
  const [row] = await selectSummaries(db).where(eq(workflowRequests.id, id)).limit(1);
  return row;
}

/** A request's steps in order, with their approvers. */
export const findSteps = (db: Database | Transaction, requestId: number) =>
  db
    .select({
      position: workflowSteps.position,
      name: workflowSteps.name,
      approverId: workflowSteps.approverId,
      approverName: users.name,
      approverEmail: users.email,
      outcome: workflowSteps.outcome,
      comment: workflowSteps.comment,
      decidedAt: workflowSteps.decidedAt,
    })
    .from(workflowSteps)
    .innerJoin(users, eq(users.id, workflowSteps.approverId))
    .where(eq(workflowSteps.requestId, requestId))
    .orderBy(asc(workflowSteps.position));

export type StepRow = Awaited<ReturnType<typeof findSteps>>[number];

/** Records the current step's outcome; the request moves to `next` (a position) or ends with `status`. */
export async function recordDecision(
  tx: Transaction,
  decision: {
    requestId: number;
    position: number;
    outcome: 'approved' | 'rejected';
    comment: string;
    at: Date;
    next: { currentStep: number } | { status: WorkflowStatus };
  },
) {
  await tx
    .update(workflowSteps)
    .set({ outcome: decision.outcome, comment: decision.comment, decidedAt: decision.at })
    .where(
      and(eq(workflowSteps.requestId, decision.requestId), eq(workflowSteps.position, decision.position)),
    );
  const next =
    'currentStep' in decision.next
      ? { currentStep: decision.next.currentStep }
      : { status: decision.next.status, currentStep: null };
  await tx
    .update(workflowRequests)
    .set({ ...next, updatedAt: decision.at })
    .where(eq(workflowRequests.id, decision.requestId));
}

export const markWithdrawn = (tx: Transaction, requestId: number, at: Date) =>
  tx
    .update(workflowRequests)
    .set({ status: 'withdrawn', currentStep: null, updatedAt: at })
    .where(and(eq(workflowRequests.id, requestId), isNotNull(workflowRequests.currentStep)));
