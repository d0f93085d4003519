import { DATE_FORMAT, DATE_TIME_FORMAT, SLOT_MINUTES } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A half-open span of instants `[start, end)`, the way bookings and closures are stored. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** A company day: its `YYYY-MM-DD` and the span from its midnight to the next calendar day's. */
export interface CompanyDay extends TimeSpan {
  date: string;
}

/** What `format` writes: the API's date-time, a date, and a timeline slot's start. */
export type ClockPattern = typeof DATE_TIME_FORMAT | typeof DATE_FORMAT | 'HH:mm';

/** A reading of the company's wall clock; month 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;
const SLOT_MS = SLOT_MINUTES * 60_000;
const MAX_READINGS = 10_000;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (value: number) => String(value).padStart(2, '0');
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const THIRTY_DAY_MONTHS = new Set([4, 6, 9, 11]);

/** True when year-month-day names a day of the (proleptic Gregorian) calendar: 2026-02-30 does not. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2) return day <= (isLeapYear(year) ? 29 : 28);
  return day <= (THIRTY_DAY_MONTHS.has(month) ? 30 : 31);
}

/**
 * Wall-clock fields read as if they were UTC, in ms ("wall ms"): calendar arithmetic on them is
 * exact because UTC has no offset changes. Hour 24 rolls into the next calendar day by itself.
 */
function wallMs(clock: WallClock): number {
  const date = new Date(
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second),
  );
  // Date.UTC reads years 0–99 as 1900–1999.
  if (clock.year < 100) date.setUTCFullYear(clock.year);
  return date.getTime();
}

/** `YYYY-MM-DD` → its fields, or null when that is no calendar date. */
function dateFields(date: string): WallClock | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(year, month, day) ? { year, month, day, hour: 0, minute: 0, second: 0 } : null;
}

/** The `YYYY-MM-DD` that is `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const fields = dateFields(date);
  if (!fields) throw new RangeError(`No such date: ${date}`);
  const shifted = new Date(wallMs(fields) + days * DAY_MS);
  const year = String(shifted.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

// Building a DateTimeFormat costs tens of microseconds, so there is one per zone for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which writes midnight as 24 in some engines.
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Converts between instants and the company's wall clock (`YYYY-MM-DD HH:mm:ss`), the only
 * place that does. Nothing here reads the server's own zone. Conversions use one cached
 * Intl.DateTimeFormat and offset arithmetic, not dayjs: a dayjs time-zone conversion cost 0.1–0.3 ms,
 * and a room list writes a hundred times or more.
 */
export class CompanyClock {
  private readonly formatter: Intl.DateTimeFormat;
  /** Readings by whole second. See wallClockAt. */
  private readonly readings = new Map<number, Readonly<WallClock>>();

  constructor(
    readonly timeZone: string,
    private readonly nowFn: () => Date = () => new Date(),
  ) {
    // Throws a RangeError for an unknown zone, so a bad COMPANY_TZ stops the server at start.
    this.formatter = formatterFor(timeZone);
  }

  now(): Date {
    return this.nowFn();
  }

  /** The company's wall clock at `instant`. */
  wallClock(instant: Date): WallClock {
    return { ...this.wallClockAt(instant.getTime()) };
  }

  format(instant: Date, pattern: ClockPattern = DATE_TIME_FORMAT): string {
    const clock = this.wallClockAt(instant.getTime());
    const time = `${pad2(clock.hour)}:${pad2(clock.minute)}`;
    if (pattern === 'HH:mm') return time;
    const date = `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`;
    return pattern === DATE_FORMAT ? date : `${date} ${time}:${pad2(clock.second)}`;
  }

  /**
   * The instant a company wall-clock string names, or null when it names none: a malformed string
   * or a date that does not exist (2026-02-30; the contract's pattern lets it through). `24:00:00`
   * (the end of a whole-day window) is midnight of the next calendar day, whatever the day's length.
   */
  parse(text: string): Date | null {
    const match = dateTimePattern.exec(text);
    if (!match) return null;
    const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (!isCalendarDate(year, month, day) || minute > 59 || second > 59) return null;
    if (hour > 24 || (hour === 24 && (minute > 0 || second > 0))) return null;
    return new Date(this.instantOfWall(wallMs({ year, month, day, hour, minute, second })));
  }

  /** The company day `YYYY-MM-DD`; a RangeError when there is no such date (requests go through parse). */
  day(date: string): CompanyDay {
    const fields = dateFields(date);
    if (!fields) throw new RangeError(`No such date: ${date}`);
    const midnight = wallMs(fields);
    return {
      date,
      start: new Date(this.instantOfWall(midnight)),
      end: new Date(this.instantOfWall(midnight + DAY_MS)),
    };
  }

  /** The company day that contains `instant`. */
  dayOf(instant: Date): CompanyDay {
    return this.day(this.format(instant, DATE_FORMAT));
  }

  /** Midnight that starts the company day containing `instant`. */
  startOfDay(instant: Date): Date {
    const clock = this.wallClockAt(instant.getTime());
    return new Date(this.instantOfWall(wallMs({ ...clock, hour: 0, minute: 0, second: 0 })));
  }

  /** The company's `YYYY-MM-DD` now. */
  today(): string {
    return this.format(this.now(), DATE_FORMAT);
  }

  /**
   * `HH:mm` starts of the half-hour slots of `day` that [start, end) covers. Slots are counted from
   * the day's midnight, so a 23-hour day has no 02:00; a 25-hour day's repeated hour is listed once.
   */
  slotStartsWithin(start: Date, end: Date, day: TimeSpan): string[] {
    const dayStart = day.start.getTime();
    const from = Math.max(start.getTime(), dayStart);
    const to = Math.min(end.getTime(), day.end.getTime());
    const starts = new Set<string>();
    for (let at = dayStart + Math.floor((from - dayStart) / SLOT_MS) * SLOT_MS; at < to; at += SLOT_MS) {
      starts.add(this.format(new Date(at), 'HH:mm'));
    }
    return [...starts];
  }

  /** A dayjs in the company zone, for calendar arithmetic in the seed; too slow for request paths. */
  local(instant: Date): Dayjs {
    return dayjs(instant).tz(this.timeZone);
  }

  /**
   * formatToParts costs about 4 µs, and a building's room list asks for some 250 readings, nearly all
   * of the same few dozen instants (the day's half-hour grid, bookings' ends), request after request.
   * Remembering them makes a reading a map lookup; the map is emptied when full, which bounds it.
   */
  private wallClockAt(ms: number): Readonly<WallClock> {
    const second = Math.floor(ms / 1000);
    const known = this.readings.get(second);
    if (known) return known;
    const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const part of this.formatter.formatToParts(second * 1000)) {
      if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
    }
    if (this.readings.size >= MAX_READINGS) this.readings.clear();
    this.readings.set(second, Object.freeze(clock));
    return clock;
  }

  /** The zone's offset from UTC at `ms`, in ms (east positive). */
  private offsetAt(ms: number): number {
    return wallMs(this.wallClockAt(ms)) - Math.floor(ms / 1000) * 1000;
  }

  /**
   * The instant at which the wall clock reads `wall` (wall ms). The offsets a day before and a day
   * after bracket any change near it; when they agree (nearly always) there is one answer. Otherwise
   * the candidate whose offset holds wins, the earlier one when the hour repeats, and a time the
   * clocks skip moves forward by the jump (as Temporal's "compatible"): a day starting at 01:00
   * after a midnight jump starts there.
   */
  private instantOfWall(wall: number): number {
    const before = this.offsetAt(wall - DAY_MS);
    const after = this.offsetAt(wall + DAY_MS);
    if (before === after) return wall - before;
    if (this.offsetAt(wall - before) === before) return wall - before;
    if (this.offsetAt(wall - after) === after) return wall - after;
    return wall - before;
  }
}
