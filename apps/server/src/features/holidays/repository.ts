import { and, asc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { holidays, holidayWorkdays } from './schema.ts';

export type HolidayRow = Omit<typeof holidays.$inferInsert, 'id' | 'updatedAt'>;

/** A holiday with its make-up workdays in date order, as the API sends it. */
const holidayColumns = {
  id: holidays.id,
  year: holidays.year,
  nameZh: holidays.nameZh,
  nameEn: holidays.nameEn,
  startsOn: holidays.startsOn,
  endsOn: holidays.endsOn,
  workdays: sql<string[]>`coalesce(
    (SELECT array_agg(to_char(w.day, 'YYYY-MM-DD') ORDER BY w.day) FROM holiday_workdays w WHERE w.holiday_id = ${holidays.id}),
    '{}'::text[])`,
};

/** The holidays of one year's notice, in date order. */
export const findYear = (db: Database, year: number) =>
  db.select(holidayColumns).from(holidays).where(eq(holidays.year, year)).orderBy(asc(holidays.startsOn));

export async function findHoliday(db: Database | Transaction, id: number) {
  const [row] = await db.select(holidayColumns).from(holidays).where(eq(holidays.id, id)).limit(1);
  return row;
}

export async function insertHoliday(tx: Transaction, row: HolidayRow): Promise<number> {
  const [created] = await tx.insert(holidays).values(row).returning({ id: holidays.id });
  return (created as { id: number }).id;
}

/** Changes a holiday; false when there is none with this id. */
export async function updateHoliday(tx: Transaction, id: number, row: HolidayRow): Promise<boolean> {
  const updated = await tx
    .update(holidays)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(holidays.id, id))
    .returning({ id: holidays.id });
  return updated.length === 1;
}

/** Replaces a holiday's make-up workdays. */
export async function replaceWorkdays(tx: Transaction, holidayId: number, days: string[]) {
  await tx.delete(holidayWorkdays).where(eq(holidayWorkdays.holidayId, holidayId));
  if (days.length) await tx.insert(holidayWorkdays).values(days.map((day) => ({ day, holidayId })));
}

/** Removes a holiday with its workdays; false when there is none with this id. */
export async function deleteHoliday(db: Database | Transaction, id: number): Promise<boolean> {
  const deleted = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
  return deleted.length === 1;
}

/**
 * Whether a day would be both off and worked: one of these workdays inside another holiday, or
 * another holiday's workday inside this range (`exceptId`: the holiday being changed).
 */
export async function clashesWithOtherHolidays(
  tx: Transaction,
  range: { startsOn: string; endsOn: string; workdays: string[] },
  exceptId: number | null,
): Promise<boolean> {
  const others = exceptId === null ? undefined : ne(holidayWorkdays.holidayId, exceptId);
  const [workdayInRange] = await tx
    .select({ day: holidayWorkdays.day })
    .from(holidayWorkdays)
    .where(and(gte(holidayWorkdays.day, range.startsOn), lte(holidayWorkdays.day, range.endsOn), others))
    .limit(1);
  if (workdayInRange) return true;
  if (range.workdays.length === 0) return false;
  const covering = or(
    ...range.workdays.map((day) => and(lte(holidays.startsOn, day), gte(holidays.endsOn, day))),
  );
  const [holidayOnWorkday] = await tx
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(covering, exceptId === null ? undefined : ne(holidays.id, exceptId)))
    .limit(1);
  return holidayOnWorkday !== undefined;
}
