import { MEETING_STATUS } from '../../../api/contract-values.ts';

/**
 * "2026-03-02 09:00-10:30", or both full times when the meeting spans days. The server's strings
 * are company wall-clock times, so they are cut, never converted.
 */
export function meetingWhen(start: string, end: string): string {
  const day = start.slice(0, 10);
  const clock = (time: string) => time.slice(11, 16);
  return end.slice(0, 10) === day
    ? `${day} ${clock(start)}-${clock(end)}`
    : `${day} ${clock(start)} – ${end.slice(0, 16)}`;
}

/** A meeting's people as one line: names (an email when the directory has no name), or a dash. */
export const peopleLine = (people: readonly { name?: string | null; email: string }[]) =>
  people.map((person) => person.name || person.email).join('、') || '—';

const STATUS_COLORS: Record<number, string> = {
  [MEETING_STATUS.upcoming]: 'blue',
  [MEETING_STATUS.inProgress]: 'green',
  [MEETING_STATUS.ended]: 'default',
  [MEETING_STATUS.minutesRecorded]: 'purple',
  [MEETING_STATUS.cancelled]: 'red',
};

export const statusColor = (status: number) => STATUS_COLORS[status] ?? 'default';
