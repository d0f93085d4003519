import type { MyBookingItem } from '@portal/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { clockOf } from '../../rooms/index.ts';

/** Cancelled bookings are hidden from 我的预定. */
export const visibleBookings = (items: readonly MyBookingItem[]): MyBookingItem[] =>
  items.filter((item) => !item.cancel);

/**
 * The date and `HH:mm-HH:mm` of an item.
 * The strings are company wall-clock times, so they are formatted as written, without zone maths.
 */
export function bookingWhen(item: MyBookingItem, dateFormat: string, language: 'zh' | 'en') {
  const date = dayjs(item.startTime.slice(0, 10))
    .locale(language === 'zh' ? 'zh-cn' : 'en')
    .format(dateFormat);
  return { date, time: `${clockOf(item.startTime)}-${clockOf(item.endTime)}` };
}
