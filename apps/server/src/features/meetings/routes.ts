import type { FastifyInstance } from 'fastify';
import { partnerOrSession, signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { cancelHeldMeetingsWith } from '../bookings/index.ts';
import { markMeetingCancelled } from './meeting/index.ts';
import { createMeetingsService } from './service.ts';

/**
 * Meetings, their minutes and action plans (docs/meetings.md). Every call is open to signed-in
 * employees; those the partner app's pages make (PARTNER_CALLS) take its token too, naming the
 * employee as a session does. Who may do what with a given meeting is policy.ts, checked by the service.
 */
export async function meetingRoutes(app: FastifyInstance) {
  const meetings = createMeetingsService(app.ctx);
  // Cancelling a booking cancels the meeting it holds (bookings never import meetings).
  cancelHeldMeetingsWith(app.ctx, markMeetingCancelled);

  apiRoute(app, 'meetingCreate', {
    // Every employee may book; attachments must be their own uploads.
    access: partnerOrSession,
    successMessage: 'meeting.created',
    handler: async ({ body, user }) => meetings.create(user, body),
  });

  apiRoute(app, 'meetingList', {
    access: partnerOrSession, // the caller's own lists only (userEmail must be theirs)
    handler: async ({ body, user }) => meetings.list(user, body),
  });

  apiRoute(app, 'meetingDetail', {
    access: partnerOrSession, // the meeting's people and admins: canSeeMeeting
    handler: async ({ query, user }) => meetings.detail(user, query.id),
  });

  apiRoute(app, 'meetingUpdate', {
    access: signedIn, // the organizer: canEditMeeting
    successMessage: 'meeting.updated',
    handler: async ({ body, user }) => meetings.update(user, body),
  });

  apiRoute(app, 'meetingCancel', {
    access: signedIn, // the organizer: canCancelMeeting
    successMessage: 'meeting.cancelled',
    handler: async ({ body, user }) => {
      await meetings.cancel(user, body.id);
      return null;
    },
  });

  apiRoute(app, 'meetingMinutesSave', {
    access: signedIn, // minutes: the recorder (canWriteMinutes); recorder: the organizer (canAssignRecorder)
    successMessage: 'meeting.minutesSaved',
    handler: async ({ body, user }) => meetings.saveMinutes(user, body),
  });

  apiRoute(app, 'meetingCreateHeld', {
    access: signedIn, // any employee, who becomes organizer and recorder: heldMeetingRoles
    successMessage: 'meeting.heldCreated',
    handler: async ({ body, user }) => meetings.createHeld(user, body),
  });

  apiRoute(app, 'meetingActionSave', {
    access: signedIn, // the organizer or the recorder: canManageActions
    successMessage: 'meeting.actionSaved',
    handler: async ({ body, user }) => meetings.saveAction(user, body),
  });

  apiRoute(app, 'meetingActionStatusSet', {
    access: partnerOrSession, // an owner of the action: canSetActionStatus
    successMessage: 'meeting.actionSaved',
    handler: async ({ body, user }) => meetings.setActionStatus(user, body),
  });

  apiRoute(app, 'meetingActionsMine', {
    access: partnerOrSession, // the caller's own actions only
    handler: async ({ body, user }) => meetings.myActions(user, body),
  });

  apiRoute(app, 'meetingNoticeExists', {
    access: signedIn, // the caller's own red dot (userEmail must be theirs)
    handler: async ({ query, user }) => meetings.hasNotice(user, query.userEmail),
  });

  apiRoute(app, 'meetingNoticeClear', {
    access: signedIn, // the caller's own red dot (userEmail must be theirs)
    handler: async ({ query, user }) => {
      await meetings.clearNotice(user, query.userEmail);
      return null;
    },
  });

  apiRoute(app, 'meetingFrequentAttendees', {
    access: partnerOrSession, // the caller's own past meetings (userEmail must be theirs)
    handler: async ({ query, user }) => meetings.frequentPersonnel(user, query.userEmail),
  });
}
