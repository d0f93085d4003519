import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { meetingAttendees, meetings } from '../../db/schema.ts';
import type { TimeSpan } from '../../lib/company-time.ts';

export interface NewMeeting {
  name: string;
  organizerId: number;
  roomId: number;
  span: TimeSpan;
  content: string;
  attachment: string;
  attendees: string[];
}

/** Writes the meeting and its attendees in the caller's transaction (which then books its room). */
export async function insertMeeting(tx: Transaction, meeting: NewMeeting): Promise<{ id: number }> {
  const [created] = await tx
    .insert(meetings)
    .values({
      name: meeting.name,
      organizerId: meeting.organizerId,
      roomId: meeting.roomId,
      content: meeting.content,
      attachment: meeting.attachment,
      startsAt: meeting.span.start,
      endsAt: meeting.span.end,
    })
    .returning({ id: meetings.id });
  if (!created) throw new Error('The meeting insert returned no row');
  if (meeting.attendees.length > 0) {
    await tx
      .insert(meetingAttendees)
      .values(meeting.attendees.map((email) => ({ meetingId: created.id, email })));
  }
  return created;
}

/** A meeting whose booking is cancelled is cancelled too, in the same transaction. */
export async function markMeetingCancelled(tx: Transaction, meetingId: number): Promise<void> {
  await tx.update(meetings).set({ cancelled: true }).where(eq(meetings.id, meetingId));
}
