import type { AssetCategory, AssetStatus } from '@portal/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { users } from '../people/schema.ts';
import { publicAssets } from './schema.ts';

export interface AssetFilter {
  keyword?: string;
  category?: AssetCategory;
  status?: AssetStatus;
  city?: string;
  building?: string;
}

export type AssetValues = Pick<
  typeof publicAssets.$inferInsert,
  'assetNo' | 'name' | 'category' | 'city' | 'building' | 'custodianId' | 'status' | 'purchaseDate'
>;

/** Far above the company's shared assets; the page shows them all at once. */
const ASSETS_LIMIT = 5000;

/** SQLSTATE of a unique violation: here, an asset number already taken. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;

/** Drizzle keeps the driver's error (PGlite or node-postgres) as `cause`. */
const isUniqueViolation = (error: unknown) =>
  codeOf(error) === UNIQUE_VIOLATION ||
  codeOf(error instanceof Error ? error.cause : undefined) === UNIQUE_VIOLATION;

const assetColumns = {
  id: publicAssets.id,
  assetNo: publicAssets.assetNo,
  name: publicAssets.name,
  category: publicAssets.category,
  city: publicAssets.city,
  building: publicAssets.building,
  custodianName: sql<string>`coalesce(${users.name}, '')`,
  custodianEmail: sql<string>`coalesce(${users.email}, '')`,
  status: publicAssets.status,
  purchaseDate: publicAssets.purchaseDate,
  updatedAt: publicAssets.updatedAt,
};

const selectAssets = (db: Database) =>
  db
    .select(assetColumns)
    .from(publicAssets)
    .leftJoin(users, eq(users.id, publicAssets.custodianId))
    .$dynamic();

export type AssetRow = Awaited<ReturnType<typeof selectAssets>>[number];

/** The assets matching the filter, by asset number; the keyword looks in number, name and custodian. */
export function findAssets(db: Database, filter: AssetFilter) {
  const pattern = filter.keyword === undefined ? undefined : containsPattern(filter.keyword);
  return selectAssets(db)
    .where(
      and(
        filter.category === undefined ? undefined : eq(publicAssets.category, filter.category),
        filter.status === undefined ? undefined : eq(publicAssets.status, filter.status),
        filter.city === undefined ? undefined : eq(publicAssets.city, filter.city),
        filter.building === undefined ? undefined : eq(publicAssets.building, filter.building),
        pattern === undefined
          ? undefined
          : or(
              sql`${publicAssets.assetNo} ilike ${pattern}`,
              sql`${publicAssets.name} ilike ${pattern}`,
              sql`${users.name} ilike ${pattern}`,
            ),
      ),
    )
    .orderBy(asc(publicAssets.assetNo))
    .limit(ASSETS_LIMIT);
}

export async function findAsset(db: Database | Transaction, id: number) {
  const [row] = await selectAssets(db).where(eq(publicAssets.id, id)).limit(1);
  return row;
}

/** The new asset's id, or 'duplicate' when its number is taken. */
export async function insertAsset(
  db: Database | Transaction,
  values: AssetValues,
  editorId: number,
  now: Date,
) {
  const [row] = await db
    .insert(publicAssets)
    .values({ ...values, updatedBy: editorId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: publicAssets.assetNo })
    .returning({ id: publicAssets.id });
  return row?.id ?? 'duplicate';
}

/** true when changed, false for an unknown id, 'duplicate' when the new number is another's. */
export async function updateAsset(
  db: Database | Transaction,
  id: number,
  values: AssetValues,
  editorId: number,
  now: Date,
) {
  try {
    const rows = await db
      .update(publicAssets)
      .set({ ...values, updatedBy: editorId, updatedAt: now })
      .where(eq(publicAssets.id, id))
      .returning({ id: publicAssets.id });
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}
