import type { TFunction } from 'i18next';
import { durationMinutes } from './booking-query.ts';

/** "1小时30分钟" / "1 h 30 min"; the hour or minute part drops out when it is zero. */
export function durationText(range: { startTime: string; endTime: string }, t: TFunction): string {
  const total = durationMinutes(range);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t('createMeeting.durationMinutes', { minutes });
  if (minutes === 0) return t('createMeeting.durationHours', { hours });
  return t('createMeeting.durationHoursMinutes', { hours, minutes });
}
