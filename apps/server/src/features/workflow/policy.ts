/** Who may see and act on a workflow request; pure, so it is tested without a database. */
import type { WorkflowStatus } from '@portal/contracts';

interface Caller {
  id: number;
}

/** What the rules need to know of a request. */
export interface RequestFacts {
  requesterId: number;
  status: WorkflowStatus;
  /** The approver of the step awaiting a decision; null once the request is finished. */
  currentApproverId: number | null;
  /** Everyone who approves a step of it, decided or not. */
  approverIds: readonly number[];
}

/** A request is seen by its requester and its approvers, nobody else (administrators included). */
export const canViewRequest = (user: Caller, request: RequestFacts) =>
  user.id === request.requesterId || request.approverIds.includes(user.id);

/** Only the approver of the step awaiting a decision decides, and only while in approval. */
export const canDecideRequest = (user: Caller, request: RequestFacts) =>
  request.status === 'pending' && request.currentApproverId === user.id;

/** The requester may withdraw a request still in approval. */
export const canWithdrawRequest = (user: Caller, request: RequestFacts) =>
  request.status === 'pending' && request.requesterId === user.id;
