/** Where a range is chosen; every way back from this page leads there. */
export const ROOM_LIST_PATH = '/meeting/meetingOrder';

/**
 * The room list opened on the day of the booking, and on the search the person came from when it is
 * known, so "change time" and "done" keep the person's context.
 */
export function roomListPathFor(date: string | undefined, roomListQuery?: string): string {
  const query = new URLSearchParams(roomListQuery);
  if (date) query.set('date', date);
  const text = query.toString();
  return text ? `${ROOM_LIST_PATH}?${text}` : ROOM_LIST_PATH;
}
