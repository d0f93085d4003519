import { SLOT_MINUTES, TIMELINE_END_HOUR, TIMELINE_START_HOUR } from '@portal/contracts';
import type { CompanyClock } from '../lib/company-time.ts';
import type { Random } from './random.ts';

const subjects = [
  '周例会',
  '需求评审',
  '技术方案评审',
  '项目启动会',
  '季度复盘',
  '客户沟通会',
  '面试',
  '一对一沟通',
  '设计走查',
  '迭代计划会',
  '预算讨论',
  '培训分享',
  '供应商洽谈',
  '上线复盘',
  '部门月会',
];

export interface SeedBooking {
  roomIndex: number;
  organizerIndex: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  attendeeIndexes: number[];
}

const SLOTS_PER_DAY = ((TIMELINE_END_HOUR - TIMELINE_START_HOUR) * 60) / SLOT_MINUTES;

/**
 * Bookings for today and the next 13 days: each room gets a few meetings a working day (fewer at
 * weekends), each 30 min to 3 h on the half-hour grid, never overlapping within the room.
 */
export function buildBookings(random: Random, clock: CompanyClock, roomCount: number, employeeCount: number) {
  const bookings: SeedBooking[] = [];
  const firstDay = clock.startOfDay(clock.now());
  for (let day = 0; day < 14; day++) {
    const dayStart = clock.local(firstDay).add(day, 'day');
    const weekend = dayStart.day() === 0 || dayStart.day() === 6;
    for (let roomIndex = 0; roomIndex < roomCount; roomIndex++) {
      let slot = random.int(0, 4);
      const wanted = weekend ? random.int(0, 1) : random.int(1, 5);
      for (let made = 0; made < wanted && slot < SLOTS_PER_DAY; made++) {
        const length = Math.min(random.pick([1, 2, 2, 3, 4, 6]), SLOTS_PER_DAY - slot);
        const startsAt = dayStart.add(TIMELINE_START_HOUR * 60 + slot * SLOT_MINUTES, 'minute').toDate();
        const endsAt = new Date(startsAt.getTime() + length * SLOT_MINUTES * 60_000);
        const organizerIndex = random.int(0, employeeCount - 1);
        const attendeeIndexes = Array.from({ length: random.int(1, 6) }, () =>
          random.int(0, employeeCount - 1),
        );
        bookings.push({
          roomIndex,
          organizerIndex,
          name: random.pick(subjects),
          startsAt,
          endsAt,
          attendeeIndexes,
        });
        slot += length + random.int(0, 6);
      }
    }
  }
  return bookings;
}
