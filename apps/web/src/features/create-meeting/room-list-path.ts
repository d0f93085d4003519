/** Where a range is chosen (SPEC §2); every way back from this page leads there. */
export const ROOM_LIST_PATH = '/meeting/meetingOrder';
