import type { Objective } from '@portal/contracts';
import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { goalSheets } from './schema.ts';

/** Two objectives whose weights, and their key results' weights, add up to 100. */
export const sampleObjectives = (label = '稳定性'): Objective[] => [
  {
    title: `提升${label}`,
    weight: 60,
    keyResults: [
      { title: '核心接口可用性', weight: 70, target: '≥ 99.95%' },
      { title: '严重故障次数', weight: 30, target: '0 次' },
    ],
    tasks: [{ title: '完成容量评估' }],
  },
  {
    title: '培养团队新人',
    weight: 40,
    keyResults: [{ title: '新人独立负责模块', weight: 100, target: '2 人' }],
    tasks: [],
  },
];

/**
 * A small organisation: a head, a manager reporting to the head, an employee reporting to the
 * manager, a peer of the employee, and a stranger elsewhere. Each factory call builds its own.
 */
export async function createOrg(db: Database) {
  const head = await createUser(db, { name: '总监' });
  const manager = await createUser(db, { name: '经理', supervisorId: head.id });
  const employee = await createUser(db, { name: '员工', supervisorId: manager.id });
  const peer = await createUser(db, { name: '同事', supervisorId: manager.id });
  const stranger = await createUser(db, { name: '路人' });
  return { head, manager, employee, peer, stranger };
}

/** A sheet in any status, its dates and decider filled as that status needs. */
export async function createGoalSheet(
  db: Database,
  values: { ownerId: number; period: string; status?: string; decidedBy?: number; returnComment?: string },
) {
  const status = values.status ?? 'draft';
  const now = new Date();
  const decided = status === 'approved' || status === 'returned';
  const [row] = await db
    .insert(goalSheets)
    .values({
      ownerId: values.ownerId,
      period: values.period,
      status,
      objectives: sampleObjectives(),
      submittedAt: status === 'draft' ? null : now,
      decidedAt: decided ? now : null,
      decidedBy: decided ? values.decidedBy : null,
      returnComment: status === 'returned' ? (values.returnComment ?? '请补充') : null,
    })
    .returning();
  return row as typeof goalSheets.$inferSelect;
}
