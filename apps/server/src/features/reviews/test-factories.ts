import type { Database } from '../../db/client.ts';
import { reviews } from './schema.ts';

/** A review by `authorId` (a draft unless overridden); override any column. */
export async function createReview(
  db: Database,
  authorId: number,
  overrides: Partial<typeof reviews.$inferInsert> = {},
) {
  const [row] = await db
    .insert(reviews)
    .values({
      authorId,
      title: '发布流程复盘',
      project: '订单系统 3.2 发布',
      reviewDate: '2026-05-20',
      goal: '零故障上线',
      ...overrides,
    })
    .returning();
  return row as typeof reviews.$inferSelect;
}
