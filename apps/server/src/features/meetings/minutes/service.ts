import {
  type createHeldMeetingRequest,
  HELD_MEETING_LOOKBACK_DAYS,
  type saveMinutesRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { addDays } from '../../../lib/company-time.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { createNamedPeopleChecks } from '../attendees/index.ts';
import { insertMeeting, lockMeeting, spanOf, visibleMeeting } from '../meeting/index.ts';
import { createMeetingAnnouncer, eventOf } from '../meeting-events.ts';
import { createMeetingWrite } from '../meeting-write.ts';
import { canAssignRecorder, canWriteMinutes, heldMeetingRoles } from '../policy.ts';
import { setMinutes, setRecorder } from './repository.ts';

/** The minutes: who records them, what they say, and the minutes of a meeting already held. */
export function createMinutesOperations(ctx: AppContext) {
  const { clock } = ctx;
  const announce = createMeetingAnnouncer(ctx);
  const write = createMeetingWrite(ctx);
  const { checkedAttendees, checkedPeople } = createNamedPeopleChecks(ctx);

  return {
    /**
     * The minutes of a meeting already held without a booking (today or up to a year back): no
     * room, the caller as organizer and recorder, the attendees told in-app.
     */
    async createHeld(user: SessionUser, request: z.output<typeof createHeldMeetingRequest>) {
      const today = clock.today();
      if (request.date > today || request.date < addDays(today, -HELD_MEETING_LOOKBACK_DAYS)) {
        throw badRequest('meeting.heldDayRange');
      }
      const span = spanOf(clock, {
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
        const held = { id: meeting.id, name: request.name, startsAt: span.start, endsAt: span.end };
        await announce(tx, eventOf('minutesShared', held, others));
        return { id: meeting.id };
      });
    },

    /**
     * The recorder writes the minutes (sanitized HTML); the organizer chooses the recorder, and may
     * choose themselves and write in the same call.
     */
    async saveMinutes(user: SessionUser, request: z.output<typeof saveMinutesRequest>) {
      const meeting = await visibleMeeting(ctx, user, request.id);
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
  };
}
