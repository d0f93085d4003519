import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { findImport } from '../spreadsheets/index.ts';
import { apartments } from './schema.ts';

export type NewApartment = Omit<typeof apartments.$inferInsert, 'id' | 'supersededAt'>;
export type ApartmentRow = typeof apartments.$inferSelect;

/** A filter field left undefined means any value. */
export interface ApartmentFilter {
  base?: string;
  apartmentType?: string;
  leaseType?: string;
  houseType?: string;
}

/** Rows per INSERT: a full sheet's values would pass PostgreSQL's 65,535 parameters per statement. */
const INSERT_BATCH = 1000;

const isEffective = isNull(apartments.supersededAt);

const matching = (filter: ApartmentFilter) =>
  and(
    isEffective,
    filter.base === undefined ? undefined : eq(apartments.base, filter.base),
    filter.apartmentType === undefined ? undefined : eq(apartments.apartmentType, filter.apartmentType),
    filter.leaseType === undefined ? undefined : eq(apartments.leaseType, filter.leaseType),
    filter.houseType === undefined ? undefined : eq(apartments.houseType, filter.houseType),
  );

/** The effective listings (not superseded by a later import) matching the filter, in sheet order. */
export const findEffectiveApartments = (db: Database, filter: ApartmentFilter) =>
  db.select().from(apartments).where(matching(filter)).orderBy(asc(apartments.id));

/** One page of them, and how many match in all. */
export async function findEffectiveApartmentPage(
  db: Database,
  filter: ApartmentFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ApartmentRow[]; total: number }> {
  const rows = await db
    .select()
    .from(apartments)
    .where(matching(filter))
    .orderBy(asc(apartments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(apartments).where(matching(filter));
  return { rows, total: counted?.total ?? 0 };
}

/** Each distinct combination of the four filtered fields among the effective listings. */
export const findEffectiveFilterValues = (db: Database) =>
  db
    .selectDistinct({
      base: apartments.base,
      apartmentType: apartments.apartmentType,
      leaseType: apartments.leaseType,
      houseType: apartments.houseType,
    })
    .from(apartments)
    .where(isEffective);

/**
 * Makes `rows` the effective listings: the current ones are kept, marked superseded. The table is
 * locked against other writers first, so two imports at once run one after the other and never
 * leave both sheets effective; readers keep seeing the old listings until the commit.
 */
export async function replaceEffectiveApartments(tx: Transaction, rows: NewApartment[], now: Date) {
  await lockListings(tx);
  await tx.update(apartments).set({ supersededAt: now }).where(isEffective);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(apartments).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/**
 * The import the effective listings came from (null: the seeded ones, never imported), with the
 * digest of its file. Inside an import's transaction, call it after the table lock.
 */
export async function findEffectiveImport(
  db: Database | Transaction,
): Promise<{ id: number; fileSha256: string | null } | null> {
  const [basis] = await db
    .select({ id: max(apartments.importId) })
    .from(apartments)
    .where(isEffective);
  return basis?.id ? findImport(db, basis.id) : null;
}

/** Locks the listings against other import writers until the transaction ends (readers go on). */
export async function lockListings(tx: Transaction) {
  await tx.execute(sql`lock table ${apartments} in exclusive mode`);
}
