import type { Database } from '../../db/client.ts';
import { personalProjects } from './schema.ts';

/** A project of `ownerId` with plausible values; override any column. */
export async function createPersonalProject(
  db: Database,
  ownerId: number,
  overrides: Partial<typeof personalProjects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(personalProjects)
    .values({
      ownerId,
      name: '报表平台重构',
      role: '负责人',
      status: 'active',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      progress: 40,
      description: '把旧报表迁到新的数据平台',
      ...overrides,
    })
    .returning();
  return row as typeof personalProjects.$inferSelect;
}
