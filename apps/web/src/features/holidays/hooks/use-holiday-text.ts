import type { Holiday } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '../model/calendar.ts';

/** Days and holiday names as the reader's language writes them: 1月28日 / Jan 28, 周日 / Sun. */
export function useHolidayText() {
  const { t, i18n } = useTranslation();
  const day = (date: string) =>
    t('holidays.date', {
      month: t(`holidays.months.${Number(date.slice(5, 7))}`),
      day: Number(date.slice(8, 10)),
    });
  const weekday = (date: string) => t(`holidays.weekdays.${weekdayOf(date)}`);
  return {
    day,
    weekday,
    dayWithWeekday: (date: string) =>
      t('holidays.dayWithWeekday', { day: day(date), weekday: weekday(date) }),
    name: (holiday: Holiday) => (i18n.language.startsWith('en') ? holiday.nameEn : holiday.nameZh),
  };
}
