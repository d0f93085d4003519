import type { BookRecord, Room, RoomClosure } from '@portal/contracts';
import { companyNow } from '../../../lib/company-time.ts';

/** 2026-11-23 10:10 in Shanghai (02:10 UTC): tests run with TZ=UTC, the company is in Asia/Shanghai. */
export const NOW = companyNow('Asia/Shanghai', new Date('2026-11-23T02:10:00Z'));
export const TODAY = '2026-11-23';
export const TOMORROW = '2026-11-24';

export function booking(overrides: Partial<BookRecord> = {}): BookRecord {
  return {
    id: 1,
    email: 'li.lei@example.com',
    userName: '李雷',
    startTime: `${TOMORROW} 09:00:00`,
    endTime: `${TOMORROW} 10:00:00`,
    cancel: false,
    checkedInfo: ['09:00', '09:30'],
    ...overrides,
  };
}

export function closure(overrides: Partial<RoomClosure> = {}): RoomClosure {
  return {
    startTime: `${TOMORROW} 14:00:00`,
    endTime: `${TOMORROW} 15:00:00`,
    reason: '设备维修',
    checkedInfo: ['14:00', '14:30'],
    ...overrides,
  };
}

export function room(overrides: Partial<Room> = {}): Room {
  return {
    id: 7,
    meetingRoomName: '301 星河',
    name: '301 星河',
    capacity: 10,
    device: ['电视', '白板'],
    city: '深圳',
    building: '会展湾T10栋',
    floor: '3层',
    opensAt: '00:00',
    closesAt: '24:00',
    bookRecords: [],
    closures: [],
    ...overrides,
  };
}
