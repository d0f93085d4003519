import { z } from 'zod';
import { bodyId, maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';

/**
 * The process center (`/bm`): workflow requests an employee started or must decide. The requests
 * are filed in the company's workflow system (a new one opens there); the portal lists them and
 * lets the current approver decide and the requester withdraw.
 */

/**
 * The process center's own address, which old bookmarks still open: the server sends it on to the
 * hash route (`/#/bm`), and `?direct=1` to the staff information page's old address.
 */
export const PROCESS_CENTER_PATH = '/bm';
export const PROCESS_CENTER_ROUTE = '/#/bm';
export const STAFF_INFO_ROUTE = '/#/bm?direct=1#!staffinfo__userId-0';
/** Anything but direct=1 (absent, repeated, another value) opens the process center itself. */
export const processCenterQuery = z.object({ direct: z.string().optional().catch(undefined) });

/** 请假, 报销, 出差, 采购, 用印, 加班. */
export const WORKFLOW_TYPES = ['leave', 'expense', 'travel', 'purchase', 'seal', 'overtime'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** 审批中 (waiting for its current step), 已通过, 已驳回, 已撤回 (by the requester while in approval). */
export const WORKFLOW_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** 我发起的, 待我审批 (I am the current approver), 已办 (I decided a step). */
export const WORKFLOW_BOXES = ['mine', 'todo', 'done'] as const;
export type WorkflowBox = (typeof WORKFLOW_BOXES)[number];

/** The process count and every list ask with page size 1000, the most one page holds. */
export const WORKFLOW_PAGE_SIZE_MAX = 1000;
export const WORKFLOW_COMMENT_MAX_LENGTH = 500;

/** One request as the lists show it; the current step and approver are empty once it is finished. */
export const workflowRequestSummary = z.object({
  id: z.number(),
  /** The workflow system's number, e.g. QJ20261118-00012. */
  number: z.string(),
  type: z.enum(WORKFLOW_TYPES),
  title: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  department: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  currentStep: z.string(),
  currentApproverName: z.string(),
  currentApproverEmail: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type WorkflowRequestSummary = z.infer<typeof workflowRequestSummary>;

/** One approval step; `outcome` is null until its approver decides. */
export const workflowStep = z.object({
  position: z.number(),
  name: z.string(),
  approverName: z.string(),
  approverEmail: z.string(),
  outcome: z.enum(['approved', 'rejected']).nullable(),
  comment: z.string(),
  decidedAt: z.string().nullable(),
});

/** A request with its content and steps, and what the caller may do with it now. */
export const workflowRequestDetail = workflowRequestSummary.extend({
  content: z.string(),
  steps: z.array(workflowStep),
  mayDecide: z.boolean(),
  mayWithdraw: z.boolean(),
});
export type WorkflowRequestDetail = z.infer<typeof workflowRequestDetail>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const workflowListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { message: 'workflow.pageSize' })
    .max(WORKFLOW_PAGE_SIZE_MAX, { message: 'workflow.pageSize' })
    .default(10),
  box: z.enum(WORKFLOW_BOXES, { message: 'workflow.box' }).default('mine'),
  type: z.preprocess(blankToUndefined, z.enum(WORKFLOW_TYPES, { message: 'workflow.type' }).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(WORKFLOW_STATUSES, { message: 'workflow.status' }).optional(),
  ),
});

/** A page of the box and how many requests it holds in all (the process count). */
export const workflowListAnswer = z.object({
  items: z.array(workflowRequestSummary),
  totalCount: z.number(),
});

export const workflowDetailQuery = z.object({ id: queryId() });

export const workflowDecision = z.object({
  id: bodyId(),
  decision: z.enum(['approve', 'reject'], { message: 'workflow.decision' }),
  // Approving needs no words; rejecting needs a reason (the service checks, the schema bounds it).
  comment: text()
    .trim()
    .check(maxChars(WORKFLOW_COMMENT_MAX_LENGTH, { message: 'workflow.commentTooLong' }))
    .default(''),
});
export type WorkflowDecision = z.input<typeof workflowDecision>;

export const workflowWithdrawal = z.object({ id: bodyId() });

/** Why a process center call was refused. */
export const WORKFLOW_ERROR_KEYS = [
  'workflow.pageSize',
  'workflow.box',
  'workflow.type',
  'workflow.status',
  'workflow.decision',
  'workflow.commentTooLong',
  'workflow.commentRequired',
  'workflow.notFound',
  'workflow.notVisible',
  'workflow.notYourTurn',
  'workflow.requesterOnly',
  'workflow.finished',
] as const;

export const workflowRoutes = {
  /** My requests (or the box asked for), a page of them and their total: pageSize 1000 gives the count. */
  workflowList: define({
    method: 'GET',
    path: '/new/api/oa/wf/request/all/type/list/find',
    query: workflowListQuery,
    answer: workflowListAnswer,
  }),
  // Added: the detail, the approver's decision and the requester's withdrawal.
  workflowDetail: define({
    method: 'GET',
    path: '/new/api/oa/wf/request/detail',
    query: workflowDetailQuery,
    answer: workflowRequestDetail,
  }),
  workflowDecide: define({
    method: 'POST',
    path: '/new/api/oa/wf/request/decide',
    body: workflowDecision,
    answer: workflowRequestDetail,
  }),
  workflowWithdraw: define({
    method: 'POST',
    path: '/new/api/oa/wf/request/withdraw',
    body: workflowWithdrawal,
    answer: workflowRequestDetail,
  }),
} as const;
