import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { publicAssets } from './schema.ts';

/** An asset in use with plausible values and a unique number; override any column. */
export async function createPublicAsset(
  db: Database,
  overrides: Partial<typeof publicAssets.$inferInsert> = {},
) {
  const [row] = await db
    .insert(publicAssets)
    .values({
      assetNo: `T-${randomBytes(4).toString('hex')}`,
      name: '投影仪',
      category: 'av',
      city: '北京',
      building: 'IC-Park一号楼',
      status: 'inUse',
      purchaseDate: '2024-06-18',
      ...overrides,
    })
    .returning();
  return row as typeof publicAssets.$inferSelect;
}
