import type { Database } from '../../db/client.ts';
import { holidays, holidayWorkdays } from './schema.ts';

/** A holiday with its workdays; override any column. */
export async function createHoliday(
  db: Database,
  overrides: Partial<typeof holidays.$inferInsert> = {},
  workdays: string[] = [],
) {
  const [row] = await db
    .insert(holidays)
    .values({
      year: 2030,
      nameZh: '劳动节',
      nameEn: 'Labour Day',
      startsOn: '2030-05-01',
      endsOn: '2030-05-05',
      ...overrides,
    })
    .returning();
  const holiday = row as typeof holidays.$inferSelect;
  if (workdays.length)
    await db.insert(holidayWorkdays).values(workdays.map((day) => ({ day, holidayId: holiday.id })));
  return holiday;
}
