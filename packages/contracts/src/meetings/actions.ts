import { z } from 'zod';
import { bodyId, maxChars, text } from '../primitives.ts';
import { dateString } from '../time.ts';
import { ACTION_OWNERS_MAX, ACTION_STATUSES } from './constants.ts';
import { blankAsUndefined, currentPage, isCalendarDate, pageSize, person } from './fields.ts';

/** One action of a meeting's action plan. */
export const meetingAction = z.object({
  id: z.number(),
  meetingId: z.number(),
  meetingName: z.string(),
  title: z.string(),
  owners: z.array(person),
  dueDate: z.string(),
  status: z.enum(ACTION_STATUSES),
  progress: z.string(),
  /** Not done and its due date is before the company's today. */
  overdue: z.boolean(),
  updateTime: z.string(),
});
export type MeetingAction = z.infer<typeof meetingAction>;

/** Creates an action of a meeting (no `id`) or rewrites one of its actions. */
export const saveActionRequest = z.object({
  meetingId: bodyId(),
  id: bodyId().optional(),
  title: text()
    .trim()
    .min(1, { message: 'meeting.actionTitleRequired' })
    .check(maxChars(200, { message: 'meeting.actionTitleTooLong' })),
  ownerEmails: z
    .array(
      text()
        .trim()
        .pipe(z.email({ message: 'meeting.attendeeEmail' })),
    )
    .min(1, { message: 'meeting.actionOwnerRequired' })
    .max(ACTION_OWNERS_MAX, { message: 'meeting.actionOwnerRequired' }),
  dueDate: dateString.refine(isCalendarDate, { message: 'date.format' }),
  progress: text()
    .check(maxChars(2000, { message: 'meeting.progressTooLong' }))
    .default(''),
});
export type SaveActionRequest = z.input<typeof saveActionRequest>;

/** An owner reports on their action. */
export const setActionStatusRequest = z.object({
  id: bodyId(),
  status: z.enum(ACTION_STATUSES, { message: 'meeting.actionStatus' }),
  progress: text()
    .check(maxChars(2000, { message: 'meeting.progressTooLong' }))
    .default(''),
});

export const MY_ACTION_SCOPES = ['owned', 'followed'] as const;

/** Actions I own, or follow (those of meetings I organize or record). */
export const myActionsFilter = z.object({
  currentPage,
  pageSize,
  scope: z.preprocess(
    blankAsUndefined,
    z.enum(MY_ACTION_SCOPES, { message: 'meeting.actionScope' }).default('owned'),
  ),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(ACTION_STATUSES, { message: 'meeting.actionStatus' }).optional(),
  ),
});

export const actionPage = z.object({ list: z.array(meetingAction), total: z.number() });
