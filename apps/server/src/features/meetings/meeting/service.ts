import type { createMeetingAnswer, createMeetingRequest, updateMeetingRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { TimeSpan } from '../../../lib/company-time.ts';
import {
  assertBookableSpan,
  cancelBookingsOfMeeting,
  insertBooking,
  isExclusionViolation,
  queueRoomBookingWriters,
} from '../../bookings/index.ts';
import { canAttachFile, findStoredFiles } from '../../files/index.ts';
import { roomBookingRefusal } from '../../rooms/index.ts';
import { createNamedPeopleChecks, replaceAttendees } from '../attendees/index.ts';
import { createMeetingAnnouncer, eventOf } from '../meeting-events.ts';
import { createMeetingWrite } from '../meeting-write.ts';
import { canCancelMeeting, canEditMeeting } from '../policy.ts';
import { insertMeeting, lockMeeting, markMeetingCancelled, updateMeetingFields } from './repository.ts';
import { spanOf } from './span.ts';
import { visibleMeeting } from './visible-meeting.ts';

type CreateMeeting = z.output<typeof createMeetingRequest>;
type Reader = Parameters<typeof roomBookingRefusal>[0];
type CreatedMeeting = z.infer<typeof createMeetingAnswer>;

/** Booking, moving and cancelling a meeting: the meeting and the room it holds change together. */
export function createMeetingOperations(ctx: AppContext) {
  const { db, clock } = ctx;
  const announce = createMeetingAnnouncer(ctx);
  const write = createMeetingWrite(ctx);
  const { checkedAttendees } = createNamedPeopleChecks(ctx);

  /** An attachment field is a comma-joined list of ossKeys: only the organizer's own uploads. */
  async function checkedAttachments(organizer: SessionUser, attachment: string): Promise<string[]> {
    const ossKeys = [
      ...new Set(
        attachment
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      ),
    ];
    const files = await findStoredFiles(db, ossKeys);
    const attachable = new Set(
      files.filter((file) => canAttachFile(organizer, file)).map((file) => file.ossKey),
    );
    if (ossKeys.some((key) => !attachable.has(key))) throw badRequest('meeting.unknownAttachment');
    return ossKeys;
  }

  /** The room's own rules: it exists, is not retired, is open then and not closed. */
  async function assertRoomOpen(reader: Reader, roomId: number, span: TimeSpan) {
    const refusal = await roomBookingRefusal(reader, clock, roomId, span);
    if (refusal === 'room.notFound') throw notFound(refusal);
    if (refusal === 'room.outsideOpenHours') throw badRequest(refusal);
    if (refusal) throw conflict(refusal);
  }

  /** Every booking rule but overlap, which the database alone decides. */
  async function assertRoomBookable(roomId: number, span: TimeSpan) {
    assertBookableSpan(clock, span);
    await assertRoomOpen(db, roomId, span);
  }

  /** A meeting that may still change: not cancelled (409), not ended (400). */
  function assertChangeable(meeting: { cancelled: boolean; endsAt: Date }) {
    if (meeting.cancelled) throw conflict('meeting.alreadyCancelled');
    if (meeting.endsAt <= clock.now()) throw badRequest('meeting.ended');
  }

  /** A booking may not include booked slots: the exclusion constraint is the truth. */
  async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict('booking.conflict');
      throw error;
    }
  }

  return {
    /**
     * Books a room by creating a meeting. Every booking rule is checked here whatever the client
     * sent; that the slot is still free is decided by the database alone.
     */
    async create(organizer: SessionUser, request: CreateMeeting): Promise<CreatedMeeting> {
      const span = spanOf(clock, request);
      await assertRoomBookable(request.roomId, span);
      const attendees = await checkedAttendees(request.attendees);
      const ossKeys = await checkedAttachments(organizer, request.attachment);

      return refusingOverlap(() =>
        write(async (tx) => {
          await queueRoomBookingWriters(tx, request.roomId);
          // Asked again in the room's queue: a closure made (or the room retired) since the first
          // check has cancelled what it hits and must not be booked into.
          await assertRoomOpen(tx, request.roomId, span);
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
          const when = { id: meeting.id, name: request.name, startsAt: span.start, endsAt: span.end };
          await announce(tx, eventOf('invited', when, invited));
          return { id: meeting.id, bookingId: booking.id };
        }),
      );
    },

    /**
     * The organizer rewrites the meeting. A new room or time frees the old booking and books the new
     * one in the same transaction: if the database refuses the new one, the old one stands.
     */
    async update(user: SessionUser, request: z.output<typeof updateMeetingRequest>) {
      const before = await visibleMeeting(ctx, user, request.id);
      if (!canEditMeeting(user, before)) throw forbidden('meeting.organizerOnly');
      assertChangeable(before);
      const span = spanOf(clock, request);
      const rebooked =
        request.roomId !== before.roomId ||
        span.start.getTime() !== before.startsAt.getTime() ||
        span.end.getTime() !== before.endsAt.getTime();
      if (rebooked && request.roomId !== null) await assertRoomBookable(request.roomId, span);
      const attendees = await checkedAttendees(request.attendees);
      const ossKeys = await checkedAttachments(user, request.attachment);

      return refusingOverlap(() =>
        write(async (tx) => {
          // Lock order everywhere: the room's writer queue, the booking, then the meeting.
          if (rebooked && request.roomId !== null) {
            await queueRoomBookingWriters(tx, request.roomId);
            await assertRoomOpen(tx, request.roomId, span);
          }
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
        }),
      );
    },

    /** The organizer cancels a meeting that has not ended; its room is freed at once. */
    async cancel(user: SessionUser, meetingId: number): Promise<void> {
      const before = await visibleMeeting(ctx, user, meetingId);
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
  };
}
