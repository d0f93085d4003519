export type TimelineOrientation = 'horizontal' | 'vertical';

export const TIMELINE_ORIENTATION_KEY = 'portal.meetingOrder.timeline';

/** The remembered choice; anything unknown (or nothing) means the default, horizontal. */
export const parseOrientation = (stored: string | null): TimelineOrientation =>
  stored === 'vertical' ? 'vertical' : 'horizontal';
