import type { Holiday } from '@portal/contracts';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as a UTC instant: calendar arithmetic without the laptop's time zone. */
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day from start to end, both included. */
export function daysBetween(startsOn: string, endsOn: string): string[] {
  const days: string[] = [];
  for (let time = utcDay(startsOn); time <= utcDay(endsOn); time += DAY_MS) days.push(dateOf(time));
  return days;
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: string) => new Date(utcDay(date)).getUTCDay();

/** A month as weeks of seven cells, Sunday first; cells outside the month are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = Date.UTC(year, month - 1, 1);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: new Date(first).getUTCDay() }, () => null);
  for (let day = 0; day < length; day++) cells.push(dateOf(first + day * DAY_MS));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface DayMark {
  kind: 'off' | 'work';
  holiday: Holiday;
}

/** What each day of the notices is: a day off of a holiday, or a weekend day worked instead. */
export function dayMarks(holidays: Holiday[]): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const holiday of holidays) {
    for (const day of daysBetween(holiday.startsOn, holiday.endsOn)) marks.set(day, { kind: 'off', holiday });
    for (const day of holiday.workdays) marks.set(day, { kind: 'work', holiday });
  }
  return marks;
}
