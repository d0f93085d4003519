import { z } from 'zod';
import { employee } from '../people.ts';
import { bodyId, INT4_MAX, maxChars, queryId, text } from '../primitives.ts';
import { define } from '../route-definition.ts';
import { dateString, dateTimeString } from '../time.ts';
import { createMeetingAnswer, createMeetingRequest, MEETING_NAME_MAX_LENGTH } from './create-meeting.ts';

export * from './create-meeting.ts';

/**
 * A meeting's status, derived when it is read from the company clock and the meeting's span:
 * cancelled wins, then upcoming / in progress by the clock, then minutes recorded or ended.
 */
export const MEETING_STATUS = {
  upcoming: 1,
  inProgress: 2,
  ended: 3,
  minutesRecorded: 4,
  cancelled: 5,
} as const;
export type MeetingStatus = (typeof MEETING_STATUS)[keyof typeof MEETING_STATUS];

/**
 * A list filter only, never a meeting's own status: not cancelled and not yet ended (upcoming or in
 * progress). The user menu's "my meetings" count is `listType: 'mine', status: 7`'s total.
 */
export const MEETING_STATUS_OPEN = 7;

export const MEETING_LIST_TYPES = ['all', 'mine', 'created', 'deal'] as const;
export type MeetingListType = (typeof MEETING_LIST_TYPES)[number];

export const ACTION_STATUSES = ['todo', 'doing', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const MEETING_PAGE_SIZE_MAX = 1000;
export const FREQUENT_PERSONNEL_MAX = 10;
export const MINUTES_MAX_LENGTH = 100_000;
export const ACTION_OWNERS_MAX = 20;
/** How far back minutes may be recorded for a meeting held without a booking. */
export const HELD_MEETING_LOOKBACK_DAYS = 365;

/** The pattern lets 2030-02-30 through; the database's date type would not. */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const statusValues: readonly number[] = [...Object.values(MEETING_STATUS), MEETING_STATUS_OPEN];

/** Blank filter fields ('' or null, as forms send them) mean "no filter". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const currentPage = z.coerce.number().int().min(1).max(INT4_MAX).default(1);
const pageSize = z.coerce.number().int().min(1).max(MEETING_PAGE_SIZE_MAX).default(10);
/** Only the caller's own email is accepted where a call names the user (403 otherwise). */
const userEmail = z.preprocess(blankAsUndefined, text().trim().max(200).optional());

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

const person = z.object({ email: z.string(), name: z.string() });
const meetingRoom = z.object({ id: z.number(), name: z.string() });

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

/** What the caller may do with this meeting, so the page shows only the controls that will work. */
export const meetingRights = z.object({
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  canWriteMinutes: z.boolean(),
  canAssignRecorder: z.boolean(),
  canManageActions: z.boolean(),
  /** The caller owns an action of it and may report on it (never on a cancelled meeting). */
  canReportActions: z.boolean(),
});

export const meetingDetail = z.object({
  id: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.number(),
  room: meetingRoom.nullable(),
  organizer: employee,
  recorder: employee.nullable(),
  attendees: z.array(employee),
  content: z.string(),
  /** Comma-joined ossKeys, as created; `attachments` names them. */
  attachment: z.string(),
  attachments: z.array(z.object({ ossKey: z.string(), name: z.string(), path: z.string() })),
  /** Sanitized HTML; empty until recorded. */
  minutes: z.string(),
  minutesTime: z.string().nullable(),
  actions: z.array(meetingAction),
  rights: meetingRights,
});
export type MeetingDetail = z.infer<typeof meetingDetail>;

const attendeeEmails = z
  .array(text().pipe(z.email({ message: 'meeting.attendeeEmail' })))
  .max(200)
  .default([]);

const meetingName = text()
  .trim()
  .min(1, { message: 'meeting.nameRequired' })
  .check(maxChars(MEETING_NAME_MAX_LENGTH, { message: 'meeting.nameTooLong' }));
const meetingContent = text()
  .check(maxChars(5000, { message: 'meeting.contentTooLong' }))
  .default('');
const minutesText = text().check(maxChars(MINUTES_MAX_LENGTH, { message: 'meeting.minutesTooLong' }));

/**
 * Replaces the meeting's editable fields. `roomId: null` holds no room (its booking is freed); a
 * changed room or time re-books in the same transaction.
 */
export const updateMeetingRequest = z
  .object({
    id: bodyId(),
    name: meetingName,
    roomId: bodyId().nullable(),
    startTime: dateTimeString,
    endTime: dateTimeString,
    attendees: attendeeEmails,
    content: meetingContent,
    attachment: text().max(2000).default(''),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type UpdateMeetingRequest = z.input<typeof updateMeetingRequest>;

/** `rebooked`: the room or time changed, so the old booking was freed and the new one made. */
export const updateMeetingAnswer = z.object({ id: z.number(), rebooked: z.boolean() });

/**
 * Minutes (written by the recorder) and/or the recorder (chosen by the organizer; null clears it).
 * At least one of the two.
 */
export const saveMinutesRequest = z
  .object({
    id: bodyId(),
    minutes: minutesText.optional(),
    recorderEmail: text()
      .trim()
      .pipe(z.email({ message: 'meeting.attendeeEmail' }))
      .nullable()
      .optional(),
  })
  .refine((request) => request.minutes !== undefined || request.recorderEmail !== undefined, {
    message: 'meeting.minutesNothing',
    path: ['minutes'],
  });
export type SaveMinutesRequest = z.input<typeof saveMinutesRequest>;

export const minutesAnswer = z.object({ minutes: z.string(), minutesTime: z.string().nullable() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time.format' });

/**
 * The minutes of a meeting already held without a booking: no room, the caller organizes and
 * records it. The day is the company's, today or within the last HELD_MEETING_LOOKBACK_DAYS.
 */
export const createHeldMeetingRequest = z
  .object({
    name: meetingName,
    date: dateString.refine(isCalendarDate, { message: 'date.format' }),
    startTime: clockTime,
    endTime: clockTime,
    attendees: attendeeEmails,
    content: meetingContent,
    minutes: minutesText.trim().min(1, { message: 'meeting.minutesRequired' }),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type CreateHeldMeetingRequest = z.input<typeof createHeldMeetingRequest>;

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

export const userEmailQuery = z.object({ userEmail });

/** Why a meeting call was refused. */
export const MEETINGS_ERROR_KEYS = [
  'meeting.nameRequired',
  'meeting.nameTooLong',
  'meeting.contentTooLong',
  'meeting.attendeeEmail',
  'meeting.unknownAttendee',
  'meeting.unknownAttachment',
  'meeting.notFound',
  'meeting.notVisible',
  'meeting.organizerOnly',
  'meeting.recorderOnly',
  'meeting.actionManagersOnly',
  'meeting.actionOwnerOnly',
  'meeting.otherEmail',
  'meeting.alreadyCancelled',
  'meeting.ended',
  'meeting.listType',
  'meeting.statusValue',
  'meeting.minutesTooLong',
  'meeting.minutesNothing',
  'meeting.minutesRequired',
  'meeting.heldDayRange',
  'meeting.unknownRecorder',
  'meeting.actionNotFound',
  'meeting.actionTitleRequired',
  'meeting.actionTitleTooLong',
  'meeting.actionOwnerRequired',
  'meeting.unknownOwner',
  'meeting.actionStatus',
  'meeting.actionScope',
  'meeting.progressTooLong',
] as const;

/** The meeting calls (paths under the portal API host, as the product names them). */
export const meetingsRoutes = {
  // Added: booking happens through creating a meeting.
  meetingCreate: define({
    method: 'POST',
    path: '/meeting/create',
    body: createMeetingRequest,
    answer: createMeetingAnswer,
  }),
  meetingList: define({
    method: 'POST',
    path: '/meeting/list',
    body: meetingListFilter,
    answer: meetingPage,
  }),
  meetingDetail: define({
    method: 'GET',
    path: '/meeting/detail',
    query: meetingIdQuery,
    answer: meetingDetail,
  }),
  meetingUpdate: define({
    method: 'POST',
    path: '/meeting/update',
    body: updateMeetingRequest,
    answer: updateMeetingAnswer,
  }),
  meetingCancel: define({ method: 'POST', path: '/meeting/cancel', body: meetingIdBody, answer: z.null() }),
  meetingMinutesSave: define({
    method: 'POST',
    path: '/meeting/minutes/save',
    body: saveMinutesRequest,
    answer: minutesAnswer,
  }),
  meetingCreateHeld: define({
    method: 'POST',
    path: '/meeting/minutes/create',
    body: createHeldMeetingRequest,
    answer: z.object({ id: z.number() }),
  }),
  meetingActionSave: define({
    method: 'POST',
    path: '/meeting/action/save',
    body: saveActionRequest,
    answer: meetingAction,
  }),
  meetingActionStatusSet: define({
    method: 'POST',
    path: '/meeting/action/status',
    body: setActionStatusRequest,
    answer: meetingAction,
  }),
  meetingActionsMine: define({
    method: 'POST',
    path: '/meeting/action/my',
    body: myActionsFilter,
    answer: actionPage,
  }),
  meetingNoticeExists: define({
    method: 'GET',
    path: '/meeting/process/existNotice',
    query: userEmailQuery,
    answer: z.boolean(),
  }),
  meetingNoticeClear: define({
    method: 'GET',
    path: '/meeting/process/clearNotice',
    query: userEmailQuery,
    answer: z.null(),
  }),
  meetingFrequentAttendees: define({
    method: 'GET',
    path: '/meeting/getFrequentlyUsePersonnel',
    query: userEmailQuery,
    answer: z.array(z.string()),
  }),
} as const;
