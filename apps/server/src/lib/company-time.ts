import { DATE_FORMAT, DATE_TIME_FORMAT, SLOT_MINUTES } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Converts between instants and the company's wall-clock strings (SPEC §3 time format).
 * Nothing here reads the server's own zone.
 */
export class CompanyClock {
  constructor(
    readonly timeZone: string,
    private readonly nowFn: () => Date = () => new Date(),
  ) {}

  now(): Date {
    return this.nowFn();
  }

  /** Parses `YYYY-MM-DD HH:mm:ss` in the company zone; `24:00:00` is the next day's midnight. */
  parse(text: string): Date {
    const endOfDay = text.endsWith(' 24:00:00');
    const base = endOfDay ? text.replace(' 24:00:00', ' 00:00:00') : text;
    const local = dayjs.tz(base, DATE_TIME_FORMAT, this.timeZone);
    return (endOfDay ? local.add(1, 'day') : local).toDate();
  }

  format(instant: Date, pattern = DATE_TIME_FORMAT): string {
    return this.local(instant).format(pattern);
  }

  local(instant: Date): Dayjs {
    return dayjs(instant).tz(this.timeZone);
  }

  /** Midnight that starts the company day containing `instant`. */
  startOfDay(instant: Date): Date {
    return dayjs.tz(this.format(instant, DATE_FORMAT), DATE_FORMAT, this.timeZone).toDate();
  }

  today(): string {
    return this.format(this.now(), DATE_FORMAT);
  }

  /** `HH:mm` starts of the half-hour slots of [start, end) that fall on the day starting at dayStart. */
  slotStartsWithin(start: Date, end: Date, dayStart: Date, dayEnd: Date): string[] {
    const slotMs = SLOT_MINUTES * 60_000;
    const from = Math.max(start.getTime(), dayStart.getTime());
    const to = Math.min(end.getTime(), dayEnd.getTime());
    const first = dayStart.getTime() + Math.floor((from - dayStart.getTime()) / slotMs) * slotMs;
    const starts: string[] = [];
    for (let at = first; at < to; at += slotMs) starts.push(this.format(new Date(at), 'HH:mm'));
    return starts;
  }
}
