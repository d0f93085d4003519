import type { createMeetingAnswer, createMeetingRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  assertBookableSpan,
  insertBooking,
  isExclusionViolation,
  queueRoomBookingWriters,
} from '../bookings/index.ts';
import { canAttachFile, findStoredFiles } from '../files/index.ts';
import { employeesByEmails } from '../people/index.ts';
import { isRoomClosedDuring, roomExists } from '../rooms/index.ts';
import { insertMeeting } from './repository.ts';

type CreateMeeting = z.output<typeof createMeetingRequest>;
type CreatedMeeting = z.infer<typeof createMeetingAnswer>;

const distinct = (items: string[]) => [...new Set(items)];

export function createMeetingsService({ db, clock, changes }: AppContext) {
  /** Attendees must be employees: the unknown ones are named in the refusal. */
  async function checkedAttendees(emails: string[]): Promise<string[]> {
    const attendees = distinct(emails.map((email) => email.trim().toLowerCase()));
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

  return {
    /**
     * Books a room by creating a meeting. Every booking rule is checked here whatever the client
     * sent; that the slot is still free is decided by the database alone.
     */
    async create(organizer: SessionUser, request: CreateMeeting): Promise<CreatedMeeting> {
      const start = clock.parse(request.startTime);
      const end = clock.parse(request.endTime);
      // The contract's pattern lets 2026-02-30 through; the clock refuses times that do not exist.
      if (!start || !end) throw badRequest('time.format');
      if (end <= start) throw badRequest('time.endAfterStart');
      const span = { start, end };
      assertBookableSpan(clock, span);
      if (!(await roomExists(db, request.roomId))) throw notFound('room.notFound');
      if (await isRoomClosedDuring(db, request.roomId, span)) throw conflict('booking.closed');
      const attendees = await checkedAttendees(request.attendees);
      const ossKeys = await checkedAttachments(organizer, request.attachment);

      try {
        // The database announces the booking to every server's room list once it commits; this
        // server has heard it before the organizer is answered, so their next list shows it taken.
        return await changes.transaction(db, async (tx) => {
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
          return { id: meeting.id, bookingId: booking.id };
        });
      } catch (error) {
        // A booking may not include booked slots: the exclusion constraint is the truth.
        if (isExclusionViolation(error)) throw conflict('booking.conflict');
        throw error;
      }
    },
  };
}
