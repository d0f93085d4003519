import type { LocationNode } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { CAPACITY_DEFAULT_MIN, CAPACITY_MAX, SLOT_MINUTES } from '../../../api/contract-values.ts';
import { companyToday } from './date-rules.ts';
import { TIMELINE_SLOT_STARTS } from './slots.ts';

/**
 * Start options every half hour from 08:00 to before 23:00; for today only the times
 * later than the company's now. (不限 is offered beside them by the popover.)
 */
export function startTimeOptions(date: string, now: Dayjs): string[] {
  if (date !== companyToday(now)) return [...TIMELINE_SLOT_STARTS];
  const nowClock = now.format('HH:mm');
  return TIMELINE_SLOT_STARTS.filter((start) => start > nowClock);
}

/** Durations: 不限, 30分钟, 1小时, 2小时, 3小时 (null = 不限). */
export const DURATION_OPTIONS: readonly { minutes: number | null; labelKey: string }[] = [
  { minutes: null, labelKey: 'meetingOrder.time.durations.any' },
  { minutes: SLOT_MINUTES, labelKey: 'meetingOrder.time.durations.halfHour' },
  { minutes: 60, labelKey: 'meetingOrder.time.durations.oneHour' },
  { minutes: 120, labelKey: 'meetingOrder.time.durations.twoHours' },
  { minutes: 180, labelKey: 'meetingOrder.time.durations.threeHours' },
];

export type CapacityChoice = 'any' | 'upTo10' | 'from10To15' | 'from15To20' | 'over20';

/** Capacity choices; 不限 keeps the default bounds -1…1000. */
export const CAPACITY_OPTIONS: readonly { choice: CapacityChoice; min: number; max: number }[] = [
  { choice: 'any', min: CAPACITY_DEFAULT_MIN, max: CAPACITY_MAX },
  { choice: 'upTo10', min: 0, max: 10 },
  { choice: 'from10To15', min: 10, max: 15 },
  { choice: 'from15To20', min: 15, max: 20 },
  { choice: 'over20', min: 20, max: CAPACITY_MAX },
];

export function capacityBounds(choice: CapacityChoice): { min: number; max: number } {
  const option = CAPACITY_OPTIONS.find((item) => item.choice === choice) ?? CAPACITY_OPTIONS[0];
  return { min: option?.min ?? CAPACITY_DEFAULT_MIN, max: option?.max ?? CAPACITY_MAX };
}

/** Translation keys of the device options; the Chinese value is what the server stores. */
export const DEVICE_LABEL_KEYS: Readonly<Record<string, string>> = {
  电视: 'meetingOrder.devices.tv',
  电话: 'meetingOrder.devices.phone',
  投影: 'meetingOrder.devices.projector',
  白板: 'meetingOrder.devices.whiteboard',
  视频: 'meetingOrder.devices.video',
};

/** The empty value that stands for 不限 at any level of the location cascader. */
export const ANY_LOCATION = '';

export interface LocationOption {
  value: string;
  label: string;
  children?: LocationOption[];
}

/**
 * Locations with 不限 first at every level; a building without floors stays a leaf. `labelOf`
 * names a level in the page's language; the value stays the one the server knows.
 */
export function locationOptions(
  nodes: readonly LocationNode[],
  anyLabel: string,
  labelOf: (value: string) => string,
): LocationOption[] {
  return [
    { value: ANY_LOCATION, label: anyLabel },
    ...nodes.map((node) => ({
      value: node.value,
      label: labelOf(node.value),
      ...(node.children ? { children: locationOptions(node.children, anyLabel, labelOf) } : {}),
    })),
  ];
}
