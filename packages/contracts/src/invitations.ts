import { z } from 'zod';
import { userEmailQuery } from './meetings/index.ts';
import { define } from './route-definition.ts';
import { dateTimeString } from './time.ts';

/** Where a private calendar feed is read: `<prefix>/<token>.ics`, no session needed. */
export const CALENDAR_FEED_PATH = '/meeting/calendar/feed';

/**
 * A person's private calendar feed. Only the token's hash is stored, so the address is shown once,
 * in the answer that makes it; `url` is null afterwards (renew for a new one).
 */
export const calendarFeedAnswer = z.object({
  url: z.string().nullable(),
  createdTime: dateTimeString,
});
export type CalendarFeed = z.infer<typeof calendarFeedAnswer>;

export const invitationsRoutes = {
  /** The caller's feed, made on first use (its address shown then). */
  calendarFeedMine: define({
    method: 'POST',
    path: `${CALENDAR_FEED_PATH}/mine`,
    body: userEmailQuery,
    answer: calendarFeedAnswer,
  }),
  /** A new address for the caller's feed; the old one stops working. */
  calendarFeedRenew: define({
    method: 'POST',
    path: `${CALENDAR_FEED_PATH}/renew`,
    body: userEmailQuery,
    answer: calendarFeedAnswer.extend({ url: z.string() }),
  }),
  /** Ends the caller's feed; its address answers 404 from now on. */
  calendarFeedRevoke: define({
    method: 'POST',
    path: `${CALENDAR_FEED_PATH}/revoke`,
    body: userEmailQuery,
    answer: z.null(),
  }),
} as const;
