import {
  type createHeldMeetingRequest,
  type createMeetingAnswer,
  type createMeetingRequest,
  FREQUENT_PERSONNEL_MAX,
  HELD_MEETING_LOOKBACK_DAYS,
  MEETING_STATUS,
  MEETING_STATUS_OPEN,
  type MeetingAction,
  type MeetingDetail,
  type MeetingListItem,
  type meetingListFilter,
  type myActionsFilter,
  type saveActionRequest,
  type saveMinutesRequest,
  type setActionStatusRequest,
  type updateMeetingRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { addDays, type TimeSpan } from '../../lib/company-time.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  assertBookableSpan,
  cancelBookingsOfMeeting,
  insertBooking,
  isExclusionViolation,
  queueRoomBookingWriters,
} from '../bookings/index.ts';
import { canAttachFile, fileContentUrl, findStoredFiles } from '../files/index.ts';
import { employeesByEmails, employeesByIds, recipientsByEmails } from '../people/index.ts';
import { isRoomClosedDuring, roomExists } from '../rooms/index.ts';
import { createMeetingAnnouncer, type MeetingEvent } from './meeting-events.ts';
import { meetingStatus } from './meeting-status.ts';
import {
  canActAs,
  canAssignRecorder,
  canCancelMeeting,
  canEditMeeting,
  canManageActions,
  canSeeMeeting,
  canSetActionStatus,
  canWriteMinutes,
  heldMeetingRoles,
  meetingRights,
} from './policy.ts';
import {
  type ActionWithOwners,
  actionsOfMeeting,
  attendeesOf,
  clearMeetingNotice,
  findAction,
  findMeeting,
  findMeetingPage,
  findMyActions,
  frequentInvitees,
  hasMeetingNotice,
  insertAction,
  insertMeeting,
  lockMeeting,
  type MeetingWithPeople,
  markMeetingCancelled,
  replaceActionOwners,
  replaceAttendees,
  roomNameOf,
  type StatusFilter,
  setMinutes,
  setRecorder,
  updateAction,
  updateMeetingFields,
} from './repository.ts';

type CreateMeeting = z.output<typeof createMeetingRequest>;
type CreatedMeeting = z.infer<typeof createMeetingAnswer>;

const distinct = (items: string[]) => [...new Set(items)];
const lowerCase = (emails: string[]) => distinct(emails.map((email) => email.trim().toLowerCase()));

const statusFilters: Record<number, StatusFilter> = {
  [MEETING_STATUS.upcoming]: 'upcoming',
  [MEETING_STATUS.inProgress]: 'inProgress',
  [MEETING_STATUS.ended]: 'ended',
  [MEETING_STATUS.minutesRecorded]: 'minutesRecorded',
  [MEETING_STATUS.cancelled]: 'cancelled',
  [MEETING_STATUS_OPEN]: 'open',
};

export function createMeetingsService(ctx: AppContext) {
  const { db, clock, changes } = ctx;
  const announce = createMeetingAnnouncer(ctx);

  /** Attendees must be employees: the unknown ones are named in the refusal. */
  async function checkedAttendees(emails: string[]): Promise<string[]> {
    const attendees = lowerCase(emails);
    const known = new Set(
      (await employeesByEmails(db, attendees)).map((employee) => employee.email.toLowerCase()),
    );
    const unknown = attendees.filter((email) => !known.has(email));
    if (unknown.length > 0) throw badRequest('meeting.unknownAttendee', { emails: unknown.join(', ') });
    return attendees;
  }

  /** An attachment field is a comma-joined list of ossKeys: only the organizer's own uploads. */
  async function checkedAttachments(organizer: SessionUser, attachment: string): Promise<string[]> {
    const ossKeys = distinct(
      attachment
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    );
    const files = await findStoredFiles(db, ossKeys);
    const attachable = new Set(
      files.filter((file) => canAttachFile(organizer, file)).map((file) => file.ossKey),
    );
    if (ossKeys.some((key) => !attachable.has(key))) throw badRequest('meeting.unknownAttachment');
    return ossKeys;
  }

  /** The contract's pattern lets 2026-02-30 through; the clock refuses times that do not exist. */
  function spanOf(request: { startTime: string; endTime: string }): TimeSpan {
    const start = clock.parse(request.startTime);
    const end = clock.parse(request.endTime);
    if (!start || !end) throw badRequest('time.format');
    if (end <= start) throw badRequest('time.endAfterStart');
    return { start, end };
  }

  /** Every booking rule but overlap, which the database alone decides. */
  async function assertRoomBookable(roomId: number, span: TimeSpan) {
    assertBookableSpan(clock, span);
    if (!(await roomExists(db, roomId))) throw notFound('room.notFound');
    if (await isRoomClosedDuring(db, roomId, span)) throw conflict('booking.closed');
  }

  /** The meeting, if the caller may see it at all: 404 unknown, 403 for anyone not of its people. */
  async function visibleMeeting(user: SessionUser, meetingId: number): Promise<MeetingWithPeople> {
    const meeting = await findMeeting(db, meetingId);
    if (!meeting) throw notFound('meeting.notFound');
    if (!canSeeMeeting(user, meeting)) throw forbidden('meeting.notVisible');
    return meeting;
  }

  /** A meeting that may still change: not cancelled (409), not ended (400). */
  function assertChangeable(meeting: { cancelled: boolean; endsAt: Date }) {
    if (meeting.cancelled) throw conflict('meeting.alreadyCancelled');
    if (meeting.endsAt <= clock.now()) throw badRequest('meeting.ended');
  }

  function assertSelf(user: SessionUser, userEmail: string | undefined) {
    if (userEmail && !canActAs(user, userEmail)) throw forbidden('meeting.otherEmail');
  }

  /** Owners and recorders must be employees; answers their ids by lower-case email. */
  async function checkedPeople(
    emails: string[],
    refusal: 'meeting.unknownOwner' | 'meeting.unknownRecorder',
  ) {
    const wanted = lowerCase(emails);
    const found = new Map((await recipientsByEmails(db, wanted)).map((person) => [person.email, person.id]));
    const unknown = wanted.filter((email) => !found.has(email));
    if (unknown.length > 0) throw badRequest(refusal, { emails: unknown.join(', ') });
    return found;
  }

  const toAction = (action: ActionWithOwners): MeetingAction => ({
    id: action.id,
    meetingId: action.meetingId,
    meetingName: action.meetingName,
    title: action.title,
    owners: action.owners,
    dueDate: action.dueDate,
    status: action.status as MeetingAction['status'],
    progress: action.progress,
    overdue: action.status !== 'done' && action.dueDate < clock.today(),
    updateTime: clock.format(action.updatedAt),
  });

  /** Writes, announces, and answers once this server has heard the change (room lists included). */
  const write = <T>(work: Parameters<typeof changes.transaction<T>>[1]) => changes.transaction(db, work);

  const eventOf = (
    kind: MeetingEvent['kind'],
    meeting: { id: number; name: string; startsAt: Date; endsAt: Date },
    recipients: string[],
    actionTitle?: string,
  ): MeetingEvent => ({ kind, meeting, recipients, ...(actionTitle === undefined ? {} : { actionTitle }) });

  return {
    /**
     * Books a room by creating a meeting. Every booking rule is checked here whatever the client
     * sent; that the slot is still free is decided by the database alone.
     */
    async create(organizer: SessionUser, request: CreateMeeting): Promise<CreatedMeeting> {
      const span = spanOf(request);
      await assertRoomBookable(request.roomId, span);
      const attendees = await checkedAttendees(request.attendees);
      const ossKeys = await checkedAttachments(organizer, request.attachment);

      try {
        return await write(async (tx) => {
          await queueRoomBookingWriters(tx, request.roomId);
          const meeting = await insertMeeting(tx, {
            name: request.name,
            organizerId: organizer.id,
            roomId: request.roomId,
            span,
            content: request.content,
            attachment: ossKeys.join(','),
            attendees,
          });
          const booking = await insertBooking(tx, {
            roomId: request.roomId,
            userId: organizer.id,
            meetingId: meeting.id,
            span,
          });
          const invited = attendees.filter((email) => email !== organizer.email.toLowerCase());
          await announce(
            tx,
            eventOf(
              'invited',
              { id: meeting.id, name: request.name, startsAt: span.start, endsAt: span.end },
              invited,
            ),
          );
          return { id: meeting.id, bookingId: booking.id };
        });
      } catch (error) {
        // A booking may not include booked slots: the exclusion constraint is the truth.
        if (isExclusionViolation(error)) throw conflict('booking.conflict');
        throw error;
      }
    },

    /**
     * The minutes of a meeting already held without a booking (today or up to a year back): no
     * room, the caller as organizer and recorder, the attendees told in-app.
     */
    async createHeld(user: SessionUser, request: z.output<typeof createHeldMeetingRequest>) {
      const today = clock.today();
      if (request.date > today || request.date < addDays(today, -HELD_MEETING_LOOKBACK_DAYS)) {
        throw badRequest('meeting.heldDayRange');
      }
      const span = spanOf({
        startTime: `${request.date} ${request.startTime}:00`,
        endTime: `${request.date} ${request.endTime}:00`,
      });
      const attendees = await checkedAttendees(request.attendees);
      const minutes = sanitizeHtml(request.minutes).trim();
      if (!minutes) throw badRequest('meeting.minutesRequired');
      const { organizerId, recorderId } = heldMeetingRoles(user);
      return write(async (tx) => {
        const meeting = await insertMeeting(tx, {
          name: request.name,
          organizerId,
          roomId: null,
          span,
          content: request.content,
          attachment: '',
          attendees,
          minutes: { html: minutes, recorderId, at: clock.now() },
        });
        const others = attendees.filter((email) => email !== user.email.toLowerCase());
        await announce(
          tx,
          eventOf(
            'minutesShared',
            { id: meeting.id, name: request.name, startsAt: span.start, endsAt: span.end },
            others,
          ),
        );
        return { id: meeting.id };
      });
    },

    /**
     * The organizer rewrites the meeting. A new room or time frees the old booking and books the new
     * one in the same transaction: if the database refuses the new one, the old one stands.
     */
    async update(user: SessionUser, request: z.output<typeof updateMeetingRequest>) {
      const before = await visibleMeeting(user, request.id);
      if (!canEditMeeting(user, before)) throw forbidden('meeting.organizerOnly');
      assertChangeable(before);
      const span = spanOf(request);
      const rebooked =
        request.roomId !== before.roomId ||
        span.start.getTime() !== before.startsAt.getTime() ||
        span.end.getTime() !== before.endsAt.getTime();
      if (rebooked && request.roomId !== null) await assertRoomBookable(request.roomId, span);
      const attendees = await checkedAttendees(request.attendees);
      const ossKeys = await checkedAttachments(user, request.attachment);

      try {
        return await write(async (tx) => {
          // Lock order everywhere: the room's writer queue, the booking, then the meeting.
          if (rebooked && request.roomId !== null) await queueRoomBookingWriters(tx, request.roomId);
          if (rebooked) await cancelBookingsOfMeeting(tx, request.id, { userId: user.id, at: clock.now() });
          const meeting = await lockMeeting(tx, request.id);
          if (!meeting) throw notFound('meeting.notFound');
          assertChangeable(meeting);
          await updateMeetingFields(tx, request.id, {
            name: request.name,
            roomId: request.roomId,
            span,
            content: request.content,
            attachment: ossKeys.join(','),
          });
          if (rebooked && request.roomId !== null) {
            await insertBooking(tx, { roomId: request.roomId, userId: user.id, meetingId: request.id, span });
          }
          const { added, removed } = await replaceAttendees(
            tx,
            request.id,
            meeting.attendeeEmails,
            attendees,
          );
          const organizerEmail = user.email.toLowerCase();
          const others = (emails: string[]) => emails.filter((email) => email !== organizerEmail);
          const now = { id: request.id, name: request.name, startsAt: span.start, endsAt: span.end };
          await announce(tx, eventOf('invited', now, others(added)));
          await announce(
            tx,
            eventOf('changed', now, others(attendees.filter((email) => !added.includes(email)))),
          );
          // Someone taken off the list hears that the meeting is off for them.
          await announce(tx, eventOf('cancelled', now, others(removed)));
          return { id: request.id, rebooked };
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw conflict('booking.conflict');
        throw error;
      }
    },

    /** The organizer cancels a meeting that has not ended; its room is freed at once. */
    async cancel(user: SessionUser, meetingId: number): Promise<void> {
      const before = await visibleMeeting(user, meetingId);
      if (!canCancelMeeting(user, before)) throw forbidden('meeting.organizerOnly');
      assertChangeable(before);
      await write(async (tx) => {
        await cancelBookingsOfMeeting(tx, meetingId, { userId: user.id, at: clock.now() });
        const meeting = await lockMeeting(tx, meetingId);
        if (!meeting) throw notFound('meeting.notFound');
        assertChangeable(meeting);
        await markMeetingCancelled(tx, meetingId);
        const recipients = meeting.attendeeEmails.filter((email) => email !== user.email.toLowerCase());
        await announce(tx, eventOf('cancelled', meeting, recipients));
      });
    },

    async detail(user: SessionUser, meetingId: number): Promise<MeetingDetail> {
      const meeting = await visibleMeeting(user, meetingId);
      const ossKeys = meeting.attachment ? meeting.attachment.split(',') : [];
      const [attendees, people, roomName, actions, files] = await Promise.all([
        attendeesOf(db, meetingId),
        employeesByIds(
          db,
          meeting.recorderId === null ? [meeting.organizerId] : [meeting.organizerId, meeting.recorderId],
        ),
        meeting.roomId === null ? null : roomNameOf(db, meeting.roomId),
        actionsOfMeeting(db, meetingId),
        findStoredFiles(db, ossKeys),
      ]);
      const employeeOf = (id: number | null) => {
        const found = people.find((person) => person.id === id);
        if (!found) return null;
        const { id: _id, ...employee } = found;
        return employee;
      };
      const organizer = employeeOf(meeting.organizerId);
      if (!organizer) throw notFound('meeting.notFound');
      return {
        id: meeting.id,
        name: meeting.name,
        start_time: clock.format(meeting.startsAt),
        end_time: clock.format(meeting.endsAt),
        status: meetingStatus(meeting, clock.now()),
        room: meeting.roomId === null ? null : { id: meeting.roomId, name: roomName ?? '' },
        organizer,
        recorder: employeeOf(meeting.recorderId),
        attendees: attendees.map(
          (row) => row.employee ?? { email: row.email, name: '', department: '', userId: '', avatar: null },
        ),
        content: meeting.content,
        attachment: meeting.attachment,
        attachments: files.map((file) => ({
          ossKey: file.ossKey,
          name: file.name,
          path: fileContentUrl(file.ossKey),
        })),
        minutes: meeting.minutes,
        minutesTime: meeting.minutesAt ? clock.format(meeting.minutesAt) : null,
        actions: actions.map(toAction),
        rights: meetingRights(user, { ...meeting, ended: meeting.endsAt <= clock.now() }),
      };
    },

    async list(user: SessionUser, filter: z.output<typeof meetingListFilter>) {
      assertSelf(user, filter.userEmail);
      const now = clock.now();
      const parse = (text: string | undefined) => {
        if (text === undefined) return undefined;
        const instant = clock.parse(text);
        if (!instant) throw badRequest('time.format');
        return instant;
      };
      const { rows, total } = await findMeetingPage(
        db,
        { id: user.id, email: user.email.toLowerCase(), isAdmin: user.roles.includes('admin') },
        {
          listType: filter.listType,
          status: filter.status === undefined ? undefined : statusFilters[filter.status],
          content: filter.content || undefined,
          from: parse(filter.timeBegin),
          to: parse(filter.timeEnd),
          page: filter.currentPage,
          pageSize: filter.pageSize,
        },
        now,
      );
      const list: MeetingListItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        start_time: clock.format(row.startsAt),
        end_time: clock.format(row.endsAt),
        room: row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? '' },
        organizer: { email: row.organizerEmail, name: row.organizerName },
        status: meetingStatus(row, now),
        attendeeCount: row.attendeeCount,
        actionCount: row.actionCount,
        openActionCount: row.openActionCount,
      }));
      return { list, total };
    },

    /**
     * The recorder writes the minutes (sanitized HTML); the organizer chooses the recorder, and may
     * choose themselves and write in the same call.
     */
    async saveMinutes(user: SessionUser, request: z.output<typeof saveMinutesRequest>) {
      const meeting = await visibleMeeting(user, request.id);
      let recorderId = meeting.recorderId;
      if (request.recorderEmail !== undefined) {
        if (!canAssignRecorder(user, meeting)) throw forbidden('meeting.recorderOnly');
        const email = request.recorderEmail?.toLowerCase();
        recorderId = email
          ? ((await checkedPeople([email], 'meeting.unknownRecorder')).get(email) ?? null)
          : null;
      }
      if (request.minutes !== undefined && !canWriteMinutes(user, { ...meeting, recorderId })) {
        throw forbidden('meeting.recorderOnly');
      }
      if (meeting.cancelled) throw conflict('meeting.alreadyCancelled');
      const minutes = request.minutes === undefined ? undefined : sanitizeHtml(request.minutes).trim();
      return write(async (tx) => {
        const locked = await lockMeeting(tx, request.id);
        if (!locked) throw notFound('meeting.notFound');
        if (locked.cancelled) throw conflict('meeting.alreadyCancelled');
        if (recorderId !== locked.recorderId) {
          await setRecorder(tx, request.id, recorderId);
          const recorderEmail = request.recorderEmail?.toLowerCase();
          if (recorderEmail && recorderId !== user.id)
            await announce(tx, eventOf('recorder', locked, [recorderEmail]));
        }
        const now = clock.now();
        if (minutes !== undefined) await setMinutes(tx, request.id, minutes, now);
        const saved = minutes ?? locked.minutes;
        const savedAt = minutes === undefined ? locked.minutesAt : now;
        return { minutes: saved, minutesTime: saved && savedAt ? clock.format(savedAt) : null };
      });
    },

    /** The organizer or the recorder adds an action to the plan, or rewrites one of its actions. */
    async saveAction(user: SessionUser, request: z.output<typeof saveActionRequest>) {
      const meeting = await visibleMeeting(user, request.meetingId);
      if (!canManageActions(user, meeting)) throw forbidden('meeting.actionManagersOnly');
      if (meeting.cancelled) throw conflict('meeting.alreadyCancelled');
      const owners = await checkedPeople(request.ownerEmails, 'meeting.unknownOwner');
      const fields = { title: request.title, dueDate: request.dueDate, progress: request.progress };
      return write(async (tx) => {
        let actionId = request.id;
        let before: number[] = [];
        if (actionId === undefined) {
          actionId = await insertAction(tx, meeting.id, user.id, fields);
        } else {
          const action = await findAction(tx, actionId);
          // An action of another meeting is as unknown here as one that does not exist.
          if (!action || action.meetingId !== meeting.id) throw notFound('meeting.actionNotFound');
          await updateAction(tx, actionId, fields, clock.now());
          before = action.ownerIds;
        }
        const added = await replaceActionOwners(tx, actionId, before, [...owners.values()]);
        const addedEmails = [...owners]
          .filter(([, id]) => added.includes(id) && id !== user.id)
          .map(([email]) => email);
        await announce(tx, eventOf('actionAssigned', meeting, addedEmails, request.title));
        const saved = await findAction(tx, actionId);
        if (!saved) throw notFound('meeting.actionNotFound');
        return toAction(saved);
      });
    },

    /** An owner reports the action's status and progress. */
    async setActionStatus(user: SessionUser, request: z.output<typeof setActionStatusRequest>) {
      return write(async (tx) => {
        const action = await findAction(tx, request.id);
        if (!action) throw notFound('meeting.actionNotFound');
        if (!canSetActionStatus(user, action)) throw forbidden('meeting.actionOwnerOnly');
        if (action.meetingCancelled) throw conflict('meeting.alreadyCancelled');
        await updateAction(
          tx,
          action.id,
          { status: request.status, progress: request.progress },
          clock.now(),
        );
        const saved = await findAction(tx, action.id);
        if (!saved) throw notFound('meeting.actionNotFound');
        return toAction(saved);
      });
    },

    async myActions(user: SessionUser, filter: z.output<typeof myActionsFilter>) {
      const { rows, total } = await findMyActions(db, user.id, {
        scope: filter.scope,
        status: filter.status,
        page: filter.currentPage,
        pageSize: filter.pageSize,
      });
      return { list: rows.map(toAction), total };
    },

    async hasNotice(user: SessionUser, userEmail: string | undefined): Promise<boolean> {
      assertSelf(user, userEmail);
      return hasMeetingNotice(db, { id: user.id, email: user.email.toLowerCase() }, clock.now());
    },

    async clearNotice(user: SessionUser, userEmail: string | undefined): Promise<void> {
      assertSelf(user, userEmail);
      await clearMeetingNotice(db, user.id, clock.now());
    },

    async frequentPersonnel(user: SessionUser, userEmail: string | undefined): Promise<string[]> {
      assertSelf(user, userEmail);
      return frequentInvitees(db, { id: user.id, email: user.email.toLowerCase() }, FREQUENT_PERSONNEL_MAX);
    },
  };
}
