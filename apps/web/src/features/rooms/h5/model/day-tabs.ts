import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../../../api/contract-values.ts';

/** The quick days above the grid: today and the next ten; the calendar reaches further. */
export const DAY_TAB_COUNT = 11;

/** Week labels as the product prints them, Sunday first (dayjs's `day()` numbering). */
export const WEEK_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
export const TODAY_LABEL = '今天';
/** What the helper answers for a weekday number it does not know. */
export const UNKNOWN_WEEKDAY_LABEL = '传入未知参数';

export function weekLabel(weekday: number): string {
  return WEEK_LABELS[weekday] ?? UNKNOWN_WEEKDAY_LABEL;
}

export interface DayTab {
  /** `YYYY-MM-DD` */
  date: string;
  /** 0 (Sunday) … 6 (Saturday) */
  weekday: number;
  isToday: boolean;
  /** 今天, else the Chinese week label. */
  label: string;
}

/** Today plus ten days on the company's calendar (`now` is the company's clock). */
export function dayTabs(now: Dayjs): DayTab[] {
  const today = now.startOf('day');
  return Array.from({ length: DAY_TAB_COUNT }, (_, offset) => {
    const day = today.add(offset, 'day');
    const weekday = day.day();
    return {
      date: day.format(DATE_FORMAT),
      weekday,
      isToday: offset === 0,
      label: offset === 0 ? TODAY_LABEL : weekLabel(weekday),
    };
  });
}
