import { describe, expect, it } from 'vitest';
import {
  canAssignRecorder,
  canCancelMeeting,
  canEditMeeting,
  canManageActions,
  canSeeEveryMeeting,
  canSeeMeeting,
  canSetActionStatus,
  canWriteMinutes,
  heldMeetingRoles,
  type MeetingPeople,
  meetingRights,
} from './policy.ts';

const person = (id: number, roles: string[] = []) => ({ id, email: `User${id}@Example.com`, roles });
const organizer = person(1);
const recorder = person(2);
const attendee = person(3);
const owner = person(4);
const stranger = person(5);
const admin = person(6, ['admin']);

const meeting: MeetingPeople = {
  organizerId: organizer.id,
  recorderId: recorder.id,
  attendeeEmails: ['user3@example.com'],
  actionOwnerIds: [owner.id],
};

const who = (rule: (user: ReturnType<typeof person>, row: MeetingPeople) => boolean) =>
  [organizer, recorder, attendee, owner, stranger, admin]
    .filter((user) => rule(user, meeting))
    .map((user) => user.id);

describe('meeting policy', () => {
  it('the people of the meeting and admins see it; a stranger does not', () => {
    expect(who(canSeeMeeting)).toEqual([1, 2, 3, 4, 6]);
  });

  it('only the organizer edits, cancels and chooses the recorder', () => {
    expect(who(canEditMeeting)).toEqual([1]);
    expect(who(canCancelMeeting)).toEqual([1]);
    expect(who(canAssignRecorder)).toEqual([1]);
  });

  it('only the recorder writes minutes; with no recorder nobody does', () => {
    expect(who(canWriteMinutes)).toEqual([2]);
    expect(canWriteMinutes(organizer, { ...meeting, recorderId: null })).toBe(false);
    expect(canWriteMinutes(organizer, { ...meeting, recorderId: organizer.id })).toBe(true);
  });

  it('the organizer and the recorder manage actions', () => {
    expect(who(canManageActions)).toEqual([1, 2]);
  });

  it('only an owner sets an action status', () => {
    expect(canSetActionStatus(owner, { ownerIds: [owner.id, 9] })).toBe(true);
    expect(canSetActionStatus(organizer, { ownerIds: [owner.id] })).toBe(false);
    expect(canSetActionStatus(admin, { ownerIds: [owner.id] })).toBe(false);
  });

  it('only an admin sees every meeting', () => {
    expect(canSeeEveryMeeting(admin)).toBe(true);
    expect(canSeeEveryMeeting(organizer)).toBe(false);
  });

  it('whoever records a meeting held without a booking organizes and records it, and alone edits it', () => {
    const held: MeetingPeople = {
      ...heldMeetingRoles(attendee),
      attendeeEmails: ['user1@example.com'],
      actionOwnerIds: [],
    };
    const editors = (rule: (user: ReturnType<typeof person>, row: MeetingPeople) => boolean) =>
      [organizer, attendee, stranger].filter((user) => rule(user, held)).map((user) => user.id);
    expect(editors(canEditMeeting)).toEqual([3]);
    expect(editors(canWriteMinutes)).toEqual([3]);
    expect(editors(canSeeMeeting)).toEqual([1, 3]);
  });

  it('the page is offered nothing on a cancelled meeting, and no edit or cancel once it ended', () => {
    const offered = (state: { cancelled: boolean; ended: boolean }) =>
      [organizer, recorder, owner].map((user) =>
        Object.entries(meetingRights(user, { ...meeting, ...state }))
          .filter(([, yes]) => yes)
          .map(([right]) => right),
      );
    expect(offered({ cancelled: false, ended: false })).toEqual([
      ['canEdit', 'canCancel', 'canAssignRecorder', 'canManageActions'],
      ['canWriteMinutes', 'canManageActions'],
      ['canReportActions'],
    ]);
    expect(offered({ cancelled: false, ended: true })).toEqual([
      ['canAssignRecorder', 'canManageActions'],
      ['canWriteMinutes', 'canManageActions'],
      ['canReportActions'],
    ]);
    expect(offered({ cancelled: true, ended: false })).toEqual([[], [], []]);
    expect(offered({ cancelled: true, ended: true })).toEqual([[], [], []]);
  });
});
