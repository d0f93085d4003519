import { GOAL_PERIOD_PATTERN, type GoalPeriods } from '@portal/contracts';

/**
 * Goal periods are half years, "2026-H1" (January–June) and "2026-H2" (July–December). The current
 * half and the next are open: goals are written ahead for the coming half and adjusted during the
 * current one. Earlier periods are closed: their sheets stay readable and downloadable as they are.
 */

const half = (period: string) => {
  const [, year, part] = GOAL_PERIOD_PATTERN.exec(period) ?? [];
  return Number(year) * 2 + Number(part) - 1;
};
const periodOfHalf = (index: number) => `${Math.floor(index / 2)}-H${(index % 2) + 1}`;

/** The period a company day (YYYY-MM-DD) falls in. */
export function periodOf(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-H${month <= 6 ? 1 : 2}`;
}

/** Whether goals of `period` may still be written, submitted and returned on `today`. */
export function isPeriodOpen(period: string, today: string): boolean {
  const offset = half(period) - half(periodOf(today));
  return offset === 0 || offset === 1;
}

/** The picker's periods: the two before the current one (closed), the current and the next. */
export function periodOptions(today: string): GoalPeriods {
  const current = half(periodOf(today));
  const periods = [current + 1, current, current - 1, current - 2].map((index) => {
    const period = periodOfHalf(index);
    return { period, open: isPeriodOpen(period, today) };
  });
  return { current: periodOfHalf(current), periods };
}
