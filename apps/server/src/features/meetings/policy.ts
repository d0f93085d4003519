/**
 * Who may do what with a meeting, its minutes and its action plan; pure, so it is tested without a
 * database. The service refuses with 403 whenever one of these says no.
 */

interface Caller {
  id: number;
  email: string;
  roles: string[];
}

/** What the rights depend on: the people of the meeting. */
export interface MeetingPeople {
  organizerId: number;
  recorderId: number | null;
  /** Lower-case emails. */
  attendeeEmails: readonly string[];
  /** Users owning at least one of its actions. */
  actionOwnerIds: readonly number[];
}

const isOrganizer = (user: Caller, meeting: MeetingPeople) => meeting.organizerId === user.id;
const isRecorder = (user: Caller, meeting: MeetingPeople) => meeting.recorderId === user.id;

/** An admin sees every meeting: the list of all meetings holds them all, and any detail opens. */
export const canSeeEveryMeeting = (user: Pick<Caller, 'roles'>) => user.roles.includes('admin');

/**
 * The people of the meeting see it: organizer, recorder, attendees, owners of its actions; an admin
 * sees every meeting. Anyone else is refused even when they guess the id.
 */
export const canSeeMeeting = (user: Caller, meeting: MeetingPeople) =>
  isOrganizer(user, meeting) ||
  isRecorder(user, meeting) ||
  meeting.attendeeEmails.includes(user.email.toLowerCase()) ||
  meeting.actionOwnerIds.includes(user.id) ||
  canSeeEveryMeeting(user);

/**
 * Any employee may record the minutes of a meeting held without a booking; they become its
 * organizer and its recorder, so editing it and its minutes stays theirs alone (canEditMeeting,
 * canWriteMinutes).
 */
export const heldMeetingRoles = (user: Caller) => ({ organizerId: user.id, recorderId: user.id });

/** Subject, time, room, attendees, content and attachments are the organizer's. */
export const canEditMeeting = (user: Caller, meeting: MeetingPeople) => isOrganizer(user, meeting);

/** Only the organizer cancels the meeting (an admin may still cancel its room booking). */
export const canCancelMeeting = (user: Caller, meeting: MeetingPeople) => isOrganizer(user, meeting);

/** The organizer chooses who records the minutes. */
export const canAssignRecorder = (user: Caller, meeting: MeetingPeople) => isOrganizer(user, meeting);

/** Only the recorder writes the minutes (the organizer may make themselves the recorder). */
export const canWriteMinutes = (user: Caller, meeting: MeetingPeople) => isRecorder(user, meeting);

/** The organizer and the recorder write the action plan. */
export const canManageActions = (user: Caller, meeting: MeetingPeople) =>
  isOrganizer(user, meeting) || isRecorder(user, meeting);

/** An owner of an action reports its status and progress. */
export const canSetActionStatus = (user: Caller, action: { ownerIds: readonly number[] }) =>
  action.ownerIds.includes(user.id);

/**
 * What the detail page offers the caller, so it shows only controls that work. A cancelled meeting
 * takes no change at all (the service refuses each with 409), and an ended one keeps its subject,
 * time, room and people (400): its minutes and actions are still written.
 */
export function meetingRights(user: Caller, meeting: MeetingPeople & { cancelled: boolean; ended: boolean }) {
  const open = !meeting.cancelled;
  return {
    canEdit: open && !meeting.ended && canEditMeeting(user, meeting),
    canCancel: open && !meeting.ended && canCancelMeeting(user, meeting),
    canWriteMinutes: open && canWriteMinutes(user, meeting),
    canAssignRecorder: open && canAssignRecorder(user, meeting),
    canManageActions: open && canManageActions(user, meeting),
    canReportActions: open && meeting.actionOwnerIds.includes(user.id),
  };
}
