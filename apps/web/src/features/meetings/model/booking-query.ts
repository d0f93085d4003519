import type { CreateMeetingRequest } from '@portal/contracts';

/** The range the room list hands over, checked. The room's name is read from the server, never the link. */
export interface BookingRange {
  roomId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
}

/** What the person types; the room and time come from the range. */
export interface MeetingFormValues {
  name: string;
  attendees: string[];
  content: string;
  attachment: string;
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day (2026-02-30 is not). Checked without the contract's schema, so the phone
 * create-meeting page that shares this module does not load the schema library.
 */
const isCalendarDate = (text: string) => {
  if (!datePattern.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

/**
 * The range from the page's query, or null when anything is missing or malformed. `roomName`
 * (and partner mode's code/userId) are ignored: a link may carry any name.
 */
export function parseBookingQuery(query: URLSearchParams): BookingRange | null {
  const roomIdText = query.get('roomId') ?? '';
  const date = query.get('time') ?? '';
  const startTime = query.get('startTime') ?? '';
  const endTime = query.get('endTime') ?? '';

  if (!/^[1-9]\d{0,9}$/.test(roomIdText)) return null;
  if (!isCalendarDate(date) || !clockTime.test(startTime) || !clockTime.test(endTime)) return null;
  if (minutesOf(endTime) <= minutesOf(startTime)) return null;
  return { roomId: Number(roomIdText), date, startTime, endTime };
}

export function durationMinutes(range: Pick<BookingRange, 'startTime' | 'endTime'>): number {
  return minutesOf(range.endTime) - minutesOf(range.startTime);
}

/** Times travel as `YYYY-MM-DD HH:mm:ss` in the company's zone, which the query already is. */
export function requestTimes(range: BookingRange): { startTime: string; endTime: string } {
  return { startTime: `${range.date} ${range.startTime}:00`, endTime: `${range.date} ${range.endTime}:00` };
}

/** Untouched antd fields come back undefined, hence Partial. */
export function buildCreateMeetingRequest(
  range: BookingRange,
  values: Partial<MeetingFormValues>,
): CreateMeetingRequest {
  return {
    name: (values.name ?? '').trim(),
    roomId: range.roomId,
    ...requestTimes(range),
    attendees: values.attendees ?? [],
    content: values.content ?? '',
    attachment: values.attachment ?? '',
  };
}
