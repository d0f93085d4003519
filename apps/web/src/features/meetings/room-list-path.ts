/** Where a range is chosen; every way back from this page leads there. */
export const ROOM_LIST_PATH = '/meeting/meetingOrder';

/** The room list opened on the day of the booking, so "back" and "done" keep the person's context. */
export const roomListPathFor = (date: string | undefined) =>
  date ? `${ROOM_LIST_PATH}?date=${encodeURIComponent(date)}` : ROOM_LIST_PATH;
