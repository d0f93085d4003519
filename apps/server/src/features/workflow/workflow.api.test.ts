import type { WorkflowRequestDetail, WorkflowRequestSummary } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { workflowRequests } from './schema.ts';
import { createWorkflowRequest } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

const LIST = '/new/api/oa/wf/request/all/type/list/find';
const DETAIL = '/new/api/oa/wf/request/detail';
const DECIDE = '/new/api/oa/wf/request/decide';
const WITHDRAW = '/new/api/oa/wf/request/withdraw';

interface Page {
  items: WorkflowRequestSummary[];
  totalCount: number;
}

const list = async (caller: Caller, query: Record<string, string | number> = {}) =>
  envelope<Page>(await caller.get(LIST, { pageNo: 1, pageSize: 1000, ...query })).data;

/** A requester, their supervisor and the department head, each signed in, and a request in approval. */
async function twoStepRequest(overrides: Parameters<typeof createWorkflowRequest>[3] = {}) {
  const requester = await signIn(server, await createUser(db(), { name: '申请人' }));
  const supervisor = await signIn(server, await createUser(db(), { name: '直属上级' }));
  const head = await signIn(server, await createUser(db(), { name: '部门负责人' }));
  const request = await createWorkflowRequest(
    db(),
    requester.user.id,
    [{ approverId: supervisor.user.id }, { approverId: head.user.id, name: '部门负责人审批' }],
    overrides,
  );
  return { requester, supervisor, head, request };
}

describe('GET /new/api/oa/wf/request/all/type/list/find', () => {
  it('answers my requests, newest first, with their total: the process count', async () => {
    const { requester, supervisor, request } = await twoStepRequest({
      title: '北京出差申请',
      type: 'travel',
    });
    await createWorkflowRequest(db(), requester.user.id, [{ approverId: supervisor.user.id }], {
      createdAt: new Date(Date.now() - 86_400_000),
      status: 'approved',
      currentStep: null,
    });
    const page = await list(requester);
    expect(page.totalCount).toBe(2);
    expect(page.items[0]).toMatchObject({
      id: request.id,
      number: request.number,
      type: 'travel',
      title: '北京出差申请',
      requesterName: '申请人',
      requesterEmail: requester.user.email,
      status: 'pending',
      currentStep: '直属上级审批',
      currentApproverName: '直属上级',
      currentApproverEmail: supervisor.user.email,
    });
    expect(page.items[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(page.items[1]).toMatchObject({ status: 'approved', currentStep: '', currentApproverName: '' });
  });

  it('pages the box and filters it by type and status; the total counts the whole box', async () => {
    const { requester, supervisor } = await twoStepRequest({ type: 'leave' });
    for (const type of ['expense', 'expense', 'seal'] as const)
      await createWorkflowRequest(db(), requester.user.id, [{ approverId: supervisor.user.id }], { type });
    const firstPage = await list(requester, { pageNo: 1, pageSize: 3 });
    const secondPage = await list(requester, { pageNo: 2, pageSize: 3 });
    expect(firstPage.totalCount).toBe(4);
    expect(firstPage.items).toHaveLength(3);
    expect(secondPage.items).toHaveLength(1);
    expect((await list(requester, { type: 'expense' })).totalCount).toBe(2);
    expect((await list(requester, { status: 'approved' })).totalCount).toBe(0);
    expect((await list(requester, { type: '', status: '' })).totalCount).toBe(4);
  });

  it('gives the approver the requests waiting for them in 待我审批, and decided ones in 已办', async () => {
    const { supervisor, head, request } = await twoStepRequest();
    expect((await list(supervisor, { box: 'todo' })).items.map((item) => item.id)).toEqual([request.id]);
    expect((await list(head, { box: 'todo' })).totalCount).toBe(0);
    expect((await list(supervisor, { box: 'mine' })).totalCount).toBe(0);

    await supervisor.post(DECIDE, { id: request.id, decision: 'approve' });
    expect((await list(supervisor, { box: 'todo' })).totalCount).toBe(0);
    expect((await list(supervisor, { box: 'done' })).items.map((item) => item.id)).toEqual([request.id]);
    expect((await list(head, { box: 'todo' })).items.map((item) => item.id)).toEqual([request.id]);
  });

  it('refuses a page size above 1000, unknown boxes, types and statuses', async () => {
    const caller = await signIn(server);
    for (const [query, key] of [
      [{ pageSize: 1001 }, 'workflow.pageSize'],
      [{ pageSize: 0 }, 'workflow.pageSize'],
      [{ box: 'everyone' }, 'workflow.box'],
      [{ type: 'holiday' }, 'workflow.type'],
      [{ status: 'lost' }, 'workflow.status'],
    ] as const) {
      const response = await caller.get(LIST, query);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).error).toBe(key);
    }
    const huge = await caller.get(LIST, { pageNo: '99999999999999999999' });
    expect(huge.statusCode).toBe(400);
  });

  it('answers code 302 without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});

describe('GET /new/api/oa/wf/request/detail', () => {
  it('shows the requester the steps and lets them withdraw, not decide', async () => {
    const { requester, supervisor, request } = await twoStepRequest();
    const detail = envelope<WorkflowRequestDetail>(await requester.get(DETAIL, { id: request.id })).data;
    expect(detail.content).toContain('年假');
    expect(detail.steps).toEqual([
      {
        position: 1,
        name: '直属上级审批',
        approverName: '直属上级',
        approverEmail: supervisor.user.email,
        outcome: null,
        comment: '',
        decidedAt: null,
      },
      expect.objectContaining({ position: 2, name: '部门负责人审批', outcome: null }),
    ]);
    expect(detail).toMatchObject({ mayDecide: false, mayWithdraw: true });
    const asApprover = envelope<WorkflowRequestDetail>(await supervisor.get(DETAIL, { id: request.id })).data;
    expect(asApprover).toMatchObject({ mayDecide: true, mayWithdraw: false });
  });

  it('refuses someone who is neither requester nor approver (IDOR), an administrator too', async () => {
    const { request } = await twoStepRequest();
    for (const roles of [[], ['admin']]) {
      const stranger = await signIn(server, await createUser(db(), { roles }));
      const response = await stranger.get(DETAIL, { id: request.id });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('workflow.notVisible');
    }
  });

  it('is 404 for an unknown id and 400 for an id out of range', async () => {
    const caller = await signIn(server);
    const unknown = await caller.get(DETAIL, { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).error).toBe('workflow.notFound');
    for (const id of ['0', '2147483648']) {
      const response = await caller.get(DETAIL, { id });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).error).toBe('request.idRange');
    }
  });
});

describe('POST /new/api/oa/wf/request/decide', () => {
  it('moves an approved step on to the next approver, and approves the request after the last', async () => {
    const { supervisor, head, request } = await twoStepRequest();
    const afterFirst = envelope<WorkflowRequestDetail>(
      await supervisor.post(DECIDE, { id: request.id, decision: 'approve', comment: '同意' }),
    ).data;
    expect(afterFirst).toMatchObject({
      status: 'pending',
      currentApproverEmail: head.user.email,
      mayDecide: false,
    });
    expect(afterFirst.steps[0]).toMatchObject({ outcome: 'approved', comment: '同意' });
    expect(afterFirst.steps[0]?.decidedAt).toMatch(/^\d{4}-/);

    const afterLast = envelope<WorkflowRequestDetail>(
      await head.post(DECIDE, { id: request.id, decision: 'approve' }),
    ).data;
    expect(afterLast).toMatchObject({ status: 'approved', currentStep: '', currentApproverName: '' });
    const [row] = await db().select().from(workflowRequests).where(eq(workflowRequests.id, request.id));
    expect(row).toMatchObject({ status: 'approved', currentStep: null });
  });

  it('ends the request rejected with the reason; a rejection needs one', async () => {
    const { supervisor, request } = await twoStepRequest();
    const blank = await supervisor.post(DECIDE, { id: request.id, decision: 'reject', comment: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).error).toBe('workflow.commentRequired');

    const rejected = envelope<WorkflowRequestDetail>(
      await supervisor.post(DECIDE, { id: request.id, decision: 'reject', comment: '预算不足' }),
    ).data;
    expect(rejected.status).toBe('rejected');
    expect(rejected.steps.map((step) => step.outcome)).toEqual(['rejected', null]);
  });

  it('refuses the requester, a later approver and a stranger (IDOR): it is not their turn', async () => {
    const { requester, head, request } = await twoStepRequest();
    for (const caller of [requester, head]) {
      const response = await caller.post(DECIDE, { id: request.id, decision: 'approve' });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('workflow.notYourTurn');
    }
    const stranger = await signIn(server);
    const response = await stranger.post(DECIDE, { id: request.id, decision: 'approve' });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe('workflow.notVisible');
    const [row] = await db().select().from(workflowRequests).where(eq(workflowRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending', currentStep: 1 });
  });

  it('counts only one of two decisions racing for the same step', async () => {
    const { supervisor, request } = await twoStepRequest();
    const answers = await Promise.all([
      supervisor.post(DECIDE, { id: request.id, decision: 'approve' }),
      supervisor.post(DECIDE, { id: request.id, decision: 'reject', comment: '不同意' }),
    ]);
    // The loser finds the step moved on (403) or the request already rejected (409).
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.find((code) => code !== 200)).toBeOneOf([403, 409]);
  });

  it('refuses a finished request, an unknown decision, an oversize or NUL comment and huge ids', async () => {
    const { supervisor, request } = await twoStepRequest({ status: 'withdrawn', currentStep: null });
    const finished = await supervisor.post(DECIDE, { id: request.id, decision: 'approve' });
    expect(finished.statusCode).toBe(409);
    expect(envelope(finished).error).toBe('workflow.finished');
    for (const [body, key] of [
      [{ id: request.id, decision: 'maybe' }, 'workflow.decision'],
      [{ id: request.id, decision: 'reject', comment: '长'.repeat(501) }, 'workflow.commentTooLong'],
      [{ id: request.id, decision: 'reject', comment: 'a\u0000b' }, 'request.nulByte'],
      [{ id: 2_147_483_648, decision: 'approve' }, 'request.idRange'],
    ] as const) {
      const response = await supervisor.post(DECIDE, body);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).error).toBe(key);
    }
  });
});

describe('POST /new/api/oa/wf/request/withdraw', () => {
  it('lets the requester withdraw a request still in approval, once', async () => {
    const { requester, supervisor, request } = await twoStepRequest();
    const response = await requester.post(WITHDRAW, { id: request.id });
    expect(envelope(response).message).toBe('流程已撤回');
    const withdrawn = envelope<WorkflowRequestDetail>(response).data;
    expect(withdrawn).toMatchObject({ status: 'withdrawn', mayWithdraw: false, currentStep: '' });
    expect((await list(supervisor, { box: 'todo' })).totalCount).toBe(0);

    const again = await requester.post(WITHDRAW, { id: request.id });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('workflow.finished');
  });

  it('refuses the approver and a stranger (IDOR)', async () => {
    const { supervisor, request } = await twoStepRequest();
    const byApprover = await supervisor.post(WITHDRAW, { id: request.id });
    expect(byApprover.statusCode).toBe(403);
    expect(envelope(byApprover).error).toBe('workflow.requesterOnly');
    const stranger = await signIn(server);
    const byStranger = await stranger.post(WITHDRAW, { id: request.id });
    expect(byStranger.statusCode).toBe(403);
    expect(envelope(byStranger).error).toBe('workflow.notVisible');
    const unknown = await stranger.post(WITHDRAW, { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /bm', () => {
  it('sends old bookmarks to the hash routes, signed in or not', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/bm' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/#/bm');
    const direct = await server.app.inject({ method: 'GET', url: '/bm?direct=1' });
    expect(direct.headers.location).toBe('/#/bm?direct=1#!staffinfo__userId-0');
    const other = await server.app.inject({ method: 'GET', url: '/bm?direct=2&direct=1' });
    expect(other.headers.location).toBe('/#/bm');
  });
});
