import { z } from 'zod';
import { bodyId, maxChars, queryId, text } from '../primitives.ts';
import { dateTimeString } from '../time.ts';
import { MEETING_LIST_TYPES, MEETING_STATUS, MEETING_STATUS_OPEN } from './constants.ts';
import { blankAsUndefined, currentPage, meetingRoom, pageSize, person, userEmail } from './fields.ts';

const statusValues: readonly number[] = [...Object.values(MEETING_STATUS), MEETING_STATUS_OPEN];

export const meetingListFilter = z
  .object({
    currentPage,
    pageSize,
    listType: z.preprocess(
      blankAsUndefined,
      z.enum(MEETING_LIST_TYPES, { message: 'meeting.listType' }).default('mine'),
    ),
    status: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number()
        .refine((value) => statusValues.includes(value), { message: 'meeting.statusValue' })
        .optional(),
    ),
    userEmail,
    content: z.preprocess(blankAsUndefined, text().trim().check(maxChars(100)).optional()),
    timeBegin: z.preprocess(blankAsUndefined, dateTimeString.optional()),
    timeEnd: z.preprocess(blankAsUndefined, dateTimeString.optional()),
  })
  .refine((filter) => !filter.timeBegin || !filter.timeEnd || filter.timeBegin < filter.timeEnd, {
    message: 'time.endAfterStart',
    path: ['timeEnd'],
  });
export type MeetingListFilter = z.input<typeof meetingListFilter>;

/** A meeting in a list (the grid reads id, name, start_time, end_time). */
export const meetingListItem = z.object({
  id: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  room: meetingRoom.nullable(),
  organizer: person,
  status: z.number(),
  attendeeCount: z.number(),
  actionCount: z.number(),
  openActionCount: z.number(),
});
export type MeetingListItem = z.infer<typeof meetingListItem>;

export const meetingPage = z.object({ list: z.array(meetingListItem), total: z.number() });

export const meetingIdQuery = z.object({ id: queryId() });
export const meetingIdBody = z.object({ id: bodyId() });

export const userEmailQuery = z.object({ userEmail });
