import type { Database, Transaction } from '../db/client.ts';
import { holidays, holidayWorkdays } from '../features/holidays/schema.ts';

interface SeedHoliday {
  nameZh: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  workdays: string[];
}

/**
 * The State Council's notices for 2025 and 2026, exactly as published (days off, and the weekend
 * days worked instead). Later years are entered by an editor once published.
 */
export const OFFICIAL_HOLIDAYS: Record<number, SeedHoliday[]> = {
  2025: [
    { nameZh: '元旦', nameEn: "New Year's Day", startsOn: '2025-01-01', endsOn: '2025-01-01', workdays: [] },
    {
      nameZh: '春节',
      nameEn: 'Spring Festival',
      startsOn: '2025-01-28',
      endsOn: '2025-02-04',
      workdays: ['2025-01-26', '2025-02-08'],
    },
    {
      nameZh: '清明节',
      nameEn: 'Qingming Festival',
      startsOn: '2025-04-04',
      endsOn: '2025-04-06',
      workdays: [],
    },
    {
      nameZh: '劳动节',
      nameEn: 'Labour Day',
      startsOn: '2025-05-01',
      endsOn: '2025-05-05',
      workdays: ['2025-04-27'],
    },
    {
      nameZh: '端午节',
      nameEn: 'Dragon Boat Festival',
      startsOn: '2025-05-31',
      endsOn: '2025-06-02',
      workdays: [],
    },
    {
      nameZh: '国庆节、中秋节',
      nameEn: 'National Day and Mid-Autumn Festival',
      startsOn: '2025-10-01',
      endsOn: '2025-10-08',
      workdays: ['2025-09-28', '2025-10-11'],
    },
  ],
  2026: [
    {
      nameZh: '元旦',
      nameEn: "New Year's Day",
      startsOn: '2026-01-01',
      endsOn: '2026-01-03',
      workdays: ['2026-01-04'],
    },
    {
      nameZh: '春节',
      nameEn: 'Spring Festival',
      startsOn: '2026-02-15',
      endsOn: '2026-02-23',
      workdays: ['2026-02-14', '2026-02-28'],
    },
    {
      nameZh: '清明节',
      nameEn: 'Qingming Festival',
      startsOn: '2026-04-04',
      endsOn: '2026-04-06',
      workdays: [],
    },
    {
      nameZh: '劳动节',
      nameEn: 'Labour Day',
      startsOn: '2026-05-01',
      endsOn: '2026-05-05',
      workdays: ['2026-05-09'],
    },
    {
      nameZh: '端午节',
      nameEn: 'Dragon Boat Festival',
      startsOn: '2026-06-19',
      endsOn: '2026-06-21',
      workdays: [],
    },
    {
      nameZh: '中秋节',
      nameEn: 'Mid-Autumn Festival',
      startsOn: '2026-09-25',
      endsOn: '2026-09-27',
      workdays: [],
    },
    {
      nameZh: '国庆节',
      nameEn: 'National Day',
      startsOn: '2026-10-01',
      endsOn: '2026-10-07',
      workdays: ['2026-09-20', '2026-10-10'],
    },
  ],
};

export async function seedHolidays(tx: Database | Transaction) {
  for (const [year, list] of Object.entries(OFFICIAL_HOLIDAYS)) {
    for (const { workdays, ...holiday } of list) {
      const [row] = await tx
        .insert(holidays)
        .values({ ...holiday, year: Number(year) })
        .returning({ id: holidays.id });
      const holidayId = row?.id as number;
      if (workdays.length)
        await tx.insert(holidayWorkdays).values(workdays.map((day) => ({ day, holidayId })));
    }
  }
}
