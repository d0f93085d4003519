import { z } from 'zod';
import { employee } from '../people.ts';
import { bodyId, text } from '../primitives.ts';
import { dateTimeString } from '../time.ts';
import { meetingAction } from './actions.ts';
import { attendeeEmails, meetingContent, meetingName, meetingRoom } from './fields.ts';

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
