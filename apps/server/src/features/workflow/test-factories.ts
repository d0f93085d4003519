import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { workflowRequests, workflowSteps } from './schema.ts';

type NewStep = Omit<typeof workflowSteps.$inferInsert, 'requestId' | 'position' | 'name'> &
  Partial<Pick<typeof workflowSteps.$inferInsert, 'name'>>;

/**
 * A request in approval of `requesterId`, waiting for its first step, with the steps' approvers in
 * order; override any column (a finished request sets its status and `currentStep: null`).
 */
export async function createWorkflowRequest(
  db: Database,
  requesterId: number,
  steps: NewStep[],
  overrides: Partial<typeof workflowRequests.$inferInsert> = {},
) {
  const [request] = await db
    .insert(workflowRequests)
    .values({
      number: `QJ${randomBytes(5).toString('hex')}`,
      type: 'leave',
      title: '年假申请（3天）',
      content: '2026-12-01 至 2026-12-03 年假，工作已交接。',
      requesterId,
      status: 'pending',
      currentStep: 1,
      ...overrides,
    })
    .returning();
  const row = request as typeof workflowRequests.$inferSelect;
  await db.insert(workflowSteps).values(
    steps.map((step, index) => ({
      name: index === 0 ? '直属上级审批' : `第 ${index + 1} 级审批`,
      ...step,
      requestId: row.id,
      position: index + 1,
    })),
  );
  return row;
}
