import type { createMeetingAnswer, createMeetingRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { SessionUser } from '../auth/session.ts';
import { publishBookingChanged } from '../rooms/room-changes.ts';
import { assertBookableSpan } from './booking-rules.ts';
import { isExclusionViolation } from './exclusion-violation.ts';
import {
  findEmployeeEmails,
  findFilesUploadedBy,
  insertMeetingWithBooking,
  isRoomClosedDuring,
  roomExists,
} from './repository.ts';

type CreateMeeting = z.output<typeof createMeetingRequest>;
type CreatedMeeting = z.infer<typeof createMeetingAnswer>;

const distinct = (items: string[]) => [...new Set(items)];

/**
 * Books a room by creating a meeting (SPEC §2 "Create meeting"). Every SPEC §5 rule is checked
 * here whatever the client sent; that the slot is still free is decided by the database alone.
 */
export async function createMeeting(
  db: Database,
  changes: ChangeFeed,
  clock: CompanyClock,
  organizer: SessionUser,
  request: CreateMeeting,
): Promise<CreatedMeeting> {
  const start = clock.parse(request.startTime);
  const end = clock.parse(request.endTime);
  // The contract's pattern lets 2026-02-30 through; the clock refuses times that do not exist.
  if (!start || !end) throw badRequest('time.format');
  if (end <= start) throw badRequest('time.endAfterStart');
  const span = { start, end };
  assertBookableSpan(clock, span);
  if (!(await roomExists(db, request.roomId))) throw notFound('room.notFound');
  if (await isRoomClosedDuring(db, request.roomId, span)) throw conflict('booking.closed');

  const attendees = distinct(request.attendees.map((email) => email.trim().toLowerCase()));
  const employees = await findEmployeeEmails(db, attendees);
  const unknownAttendees = attendees.filter((email) => !employees.has(email));
  if (unknownAttendees.length > 0) {
    throw badRequest('meeting.unknownAttendee', { emails: unknownAttendees.join(', ') });
  }

  // SPEC §3: an attachment field is a comma-joined list of ossKeys; only the caller's own uploads.
  const ossKeys = distinct(
    request.attachment
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
  const ownFiles = await findFilesUploadedBy(db, ossKeys, organizer.id);
  if (ossKeys.some((key) => !ownFiles.has(key))) throw badRequest('meeting.unknownAttachment');

  const meeting = {
    name: request.name,
    organizerId: organizer.id,
    roomId: request.roomId,
    span,
    content: request.content,
    attachment: ossKeys.join(','),
    attendees,
  };
  try {
    // Every server's room list drops the booked day, once (and only if) the booking commits.
    return await changes.transaction(db, async (tx, publish) => {
      const created = await insertMeetingWithBooking(tx, meeting);
      await publishBookingChanged(publish, clock, span);
      return created;
    });
  } catch (error) {
    // SPEC §5 "Booking may not include booked slots": the exclusion constraint is the truth.
    if (isExclusionViolation(error)) throw conflict('booking.conflict');
    throw error;
  }
}
