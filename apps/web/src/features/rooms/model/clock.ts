/** `HH:mm` ↔ minutes since midnight; the timeline, the options and the booking link all speak `HH:mm`. */
export function clockToMinutes(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function minutesToClock(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The `HH:mm` part of a `YYYY-MM-DD HH:mm:ss` company time. */
export const clockOf = (dateTime: string): string => dateTime.slice(11, 16);

/** The `YYYY-MM-DD` part of a `YYYY-MM-DD HH:mm:ss` company time. */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10);
