import type {
  WorkflowRequestDetail,
  WorkflowRequestSummary,
  WorkflowStatus,
  WorkflowType,
  workflowDecision,
  workflowListQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { canDecideRequest, canViewRequest, canWithdrawRequest, type RequestFacts } from './policy.ts';
import * as repository from './repository.ts';

type ListQuery = z.output<typeof workflowListQuery>;
type Decision = z.output<typeof workflowDecision>;

/** A request row as the lists show it; the current step's columns are empty once it is finished. */
function summaryOf(row: repository.RequestRow, clock: CompanyClock): WorkflowRequestSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type as WorkflowType,
    title: row.title,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    department: row.department,
    status: row.status as WorkflowStatus,
    currentStep: row.currentStep ?? '',
    currentApproverName: row.currentApproverName ?? '',
    currentApproverEmail: row.currentApproverEmail ?? '',
    createTime: clock.format(row.createdAt),
    updateTime: clock.format(row.updatedAt),
  };
}

const factsOf = (row: repository.RequestRow, steps: repository.StepRow[]): RequestFacts => ({
  requesterId: row.requesterId,
  status: row.status as WorkflowStatus,
  currentApproverId: row.currentApproverId,
  approverIds: steps.map((step) => step.approverId),
});

export function createWorkflowService({ db, clock }: AppContext) {
  /** The request with its steps, or 404; 403 unless the caller is its requester or an approver. */
  async function visibleRequest(
    user: SessionUser,
    id: number,
    tx: Parameters<typeof repository.findSteps>[0] = db,
    lock = false,
  ) {
    const row = await repository.findRequest(tx, id, lock);
    if (!row) throw notFound('workflow.notFound');
    const steps = await repository.findSteps(tx, id);
    const facts = factsOf(row, steps);
    if (!canViewRequest(user, facts)) throw forbidden('workflow.notVisible');
    return { row, steps, facts };
  }

  const detailOf = (
    user: SessionUser,
    { row, steps, facts }: Awaited<ReturnType<typeof visibleRequest>>,
  ): WorkflowRequestDetail => ({
    ...summaryOf(row, clock),
    content: row.content,
    steps: steps.map((step) => ({
      position: step.position,
      name: step.name,
      approverName: step.approverName,
      approverEmail: step.approverEmail,
      outcome: step.outcome as 'approved' | 'rejected' | null,
      comment: step.comment,
      decidedAt: step.decidedAt ? clock.format(step.decidedAt) : null,
    })),
    mayDecide: canDecideRequest(user, facts),
    mayWithdraw: canWithdrawRequest(user, facts),
  });

  /** A finished request is a conflict for anyone who may see it, whatever their part in it. */
  const ensurePending = (facts: RequestFacts) => {
    if (facts.status !== 'pending') throw new AppError('workflow.finished', 409);
  };

  return {
    async list(user: SessionUser, query: ListQuery) {
      const { rows, total } = await repository.findRequestPage(
        db,
        user.id,
        { box: query.box, type: query.type, status: query.status },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      return { items: rows.map((row) => summaryOf(row, clock)), totalCount: total };
    },

    async detail(user: SessionUser, id: number): Promise<WorkflowRequestDetail> {
      return detailOf(user, await visibleRequest(user, id));
    },

    /**
     * The current approver approves (the next step waits, or the request is approved after the
     * last) or rejects with a reason (the request ends rejected). The row is locked, so of two
     * decisions racing for one step only the first counts; the second finds it moved on.
     */
    async decide(user: SessionUser, { id, decision, comment }: Decision): Promise<WorkflowRequestDetail> {
      if (decision === 'reject' && comment === '') throw badRequest('workflow.commentRequired');
      await db.transaction(async (tx) => {
        const { row, steps, facts } = await visibleRequest(user, id, tx, true);
        ensurePending(facts);
        if (!canDecideRequest(user, facts)) throw forbidden('workflow.notYourTurn');
        const current = steps.find((step) => step.outcome === null) as repository.StepRow;
        const following = steps.find((step) => step.position > current.position);
        const approved = decision === 'approve';
        await repository.recordDecision(tx, {
          requestId: row.id,
          position: current.position,
          outcome: approved ? 'approved' : 'rejected',
          comment,
          at: clock.now(),
          next:
            approved && following
              ? { currentStep: following.position }
              : { status: approved ? 'approved' : 'rejected' },
        });
      });
      return this.detail(user, id);
    },

    /** The requester takes back a request still in approval; its undecided steps stay undecided. */
    async withdraw(user: SessionUser, id: number): Promise<WorkflowRequestDetail> {
      await db.transaction(async (tx) => {
        const { facts } = await visibleRequest(user, id, tx, true);
        ensurePending(facts);
        if (!canWithdrawRequest(user, facts)) throw forbidden('workflow.requesterOnly');
        await repository.markWithdrawn(tx, id, clock.now());
      });
      return this.detail(user, id);
    },
  };
}
