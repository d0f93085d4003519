import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { processCenterRedirects } from './redirects.ts';
import { createWorkflowService } from './service.ts';

/** The process center (docs/workflow.md): my requests, the approver's decision, the withdrawal. */
export async function workflowRoutes(app: FastifyInstance) {
  const workflow = createWorkflowService(app.ctx);
  processCenterRedirects(app);

  apiRoute(app, 'workflowList', {
    access: signedIn,
    handler: ({ user, query }) => workflow.list(user, query),
  });

  apiRoute(app, 'workflowDetail', {
    access: signedIn, // the requester and the approvers: policy.ts canViewRequest
    handler: ({ user, query }) => workflow.detail(user, query.id),
  });

  apiRoute(app, 'workflowDecide', {
    access: signedIn, // the current step's approver: policy.ts canDecideRequest
    handler: ({ user, body }) => workflow.decide(user, body),
  });

  apiRoute(app, 'workflowWithdraw', {
    access: signedIn, // the requester while in approval: policy.ts canWithdrawRequest
    successMessage: 'workflow.withdrawn',
    handler: ({ user, body }) => workflow.withdraw(user, body.id),
  });
}
