import { WORKFLOW_TYPES, type WorkflowStatus, type WorkflowType } from '@portal/contracts';
import type { Transaction } from '../../db/client.ts';
import { workflowRequests, workflowSteps } from '../../features/workflow/schema.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { SeedEmployee } from '../employees.ts';
import { seededRandom } from '../random.ts';
import { demoApprovers } from './approvers.ts';
import { requestText, WORKFLOW_SHAPES } from './workflow-requests.ts';

/** The accounts the demo sign-on page lists (the administrator first) get several requests each. */
const DEMO_ACCOUNTS = 6;
const HOUR_MS = 3_600_000;

interface SeedStep {
  name: string;
  approverIndex: number;
}

/** The supervisor's step, then the type's, never the requester's own nor the same person twice in a row. */
function stepsFor(type: WorkflowType, requester: number, approvers: ReturnType<typeof demoApprovers>) {
  const planned: SeedStep[] = [
    { name: '直属上级审批', approverIndex: approvers.supervisorOf(requester) },
    ...WORKFLOW_SHAPES[type].steps.map(([name, role]) => ({
      name,
      approverIndex: approvers.functionHead(role),
    })),
  ];
  return planned.filter(
    (step, index) =>
      step.approverIndex !== requester && step.approverIndex !== planned[index - 1]?.approverIndex,
  );
}

/**
 * Workflow requests among the seeded employees, approved by their supervisors and the functions'
 * heads: some in approval, the rest approved, rejected or withdrawn. Each of the first accounts
 * (but the administrator) has a business trip waiting for the administrator's 行政审批, so the
 * administrator always has requests to decide.
 */
export async function seedWorkflow(
  tx: Transaction,
  clock: CompanyClock,
  userIds: number[],
  employees: SeedEmployee[],
) {
  const random = seededRandom(20_261_126);
  const approvers = demoApprovers(employees);
  const now = clock.now().getTime();
  let sequence = 0;

  for (let requester = 0; requester < employees.length; requester++) {
    const count = requester < DEMO_ACCOUNTS ? 4 : random.int(0, 1);
    for (let nth = 0; nth < count; nth++) {
      const waitsForAdministrator = requester > 0 && requester < DEMO_ACCOUNTS && nth === 0;
      // The administrator heads the company: only types with a step above them are theirs to file.
      const types = WORKFLOW_TYPES.filter((type) => stepsFor(type, requester, approvers).length > 0);
      const type: WorkflowType = waitsForAdministrator ? 'travel' : random.pick(types);
      const steps = stepsFor(type, requester, approvers);
      const createdAt = new Date(
        now - (waitsForAdministrator ? random.int(2, 20) : random.int(2, 24 * 60)) * HOUR_MS,
      );
      const text = requestText(type, random, clock.format(createdAt, 'YYYY-MM-DD'));
      // How far it went: every step decided (approved), one rejected, or withdrawn / waiting at a step.
      const roll = random.next();
      const status: WorkflowStatus = waitsForAdministrator
        ? 'pending'
        : roll < 0.4
          ? 'pending'
          : roll < 0.8
            ? 'approved'
            : roll < 0.92
              ? 'rejected'
              : 'withdrawn';
      const decided =
        status === 'approved'
          ? steps.length
          : waitsForAdministrator
            ? steps.length - 1
            : random.int(0, steps.length - 1);
      // Each decision a few minutes after the one before, all before now.
      const decisionTimes: Date[] = [];
      for (let at = createdAt.getTime(), step = 0; step < steps.length; step++) {
        at += random.int(1, 30) * 60_000;
        decisionTimes.push(new Date(at));
      }
      const lastDecided = status === 'rejected' ? decided : decided - 1;
      const lastAt = decisionTimes[lastDecided] ?? createdAt;
      sequence += 1;
      const [row] = await tx
        .insert(workflowRequests)
        .values({
          number: `${WORKFLOW_SHAPES[type].prefix}${clock.format(createdAt, 'YYYY-MM-DD').replaceAll('-', '')}-${String(sequence).padStart(5, '0')}`,
          type,
          title: text.title,
          content: text.content,
          requesterId: userIds[requester] as number,
          status,
          currentStep: status === 'pending' ? decided + 1 : null,
          createdAt,
          updatedAt: status === 'withdrawn' ? new Date(lastAt.getTime() + HOUR_MS) : lastAt,
        })
        .returning({ id: workflowRequests.id });
      await tx.insert(workflowSteps).values(
        steps.map((step, index) => {
          const outcome =
            index < decided ? 'approved' : index === decided && status === 'rejected' ? 'rejected' : null;
          return {
            requestId: row?.id as number,
            position: index + 1,
            name: step.name,
            approverId: userIds[step.approverIndex] as number,
            outcome,
            comment: outcome === 'rejected' ? random.pick(REJECTIONS) : outcome ? random.pick(APPROVALS) : '',
            decidedAt: outcome ? (decisionTimes[index] as Date) : null,
          };
        }),
      );
    }
  }
}

const APPROVALS = ['同意', '同意。', '', '情况属实，同意', '同意，注意控制成本'];
const REJECTIONS = ['预算不足，请下季度再申请', '材料不全，请补充发票后重新提交', '时间冲突，请调整后再申请'];
