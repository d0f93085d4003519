import type { MeetingDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { editsActions, meetingEditValues, updateMeetingBody } from './meeting-edit.ts';

const person = { email: 'a@x.com', name: 'A', department: 'D', userId: '1', avatar: null };
const meeting: MeetingDetail = {
  id: 3,
  name: 'Weekly',
  start_time: '2026-03-02 09:00:00',
  end_time: '2026-03-02 10:30:00',
  status: 1,
  room: { id: 7, name: 'Room 7' },
  organizer: person,
  recorder: null,
  attendees: [person],
  content: 'agenda',
  attachment: 'k1,k2',
  attachments: [],
  minutes: '',
  minutesTime: null,
  actions: [],
  rights: {
    canEdit: true,
    canCancel: true,
    canWriteMinutes: false,
    canAssignRecorder: true,
    canManageActions: true,
    canReportActions: false,
  },
};

describe('meeting edit', () => {
  it('fills the form from the meeting and sends it back unchanged', () => {
    const values = meetingEditValues(meeting);
    expect(values).toMatchObject({
      day: '2026-03-02',
      start: '09:00',
      end: '10:30',
      roomId: 7,
      attendees: ['a@x.com'],
    });
    expect(updateMeetingBody(3, { ...values, name: ' Weekly ' })).toEqual({
      id: 3,
      name: 'Weekly',
      roomId: 7,
      startTime: '2026-03-02 09:00:00',
      endTime: '2026-03-02 10:30:00',
      attendees: ['a@x.com'],
      content: 'agenda',
      attachment: 'k1,k2',
    });
  });

  it('ends a meeting at midnight at 24:00 of its day, and keeps "no room"', () => {
    const body = updateMeetingBody(3, {
      ...meetingEditValues(meeting),
      end: '00:00',
      start: '23:00',
      roomId: null,
    });
    expect(body).toMatchObject({ endTime: '2026-03-02 24:00:00', roomId: null });
  });

  it('opens the action plan for editMission 1 only', () => {
    expect(editsActions('1')).toBe(true);
    expect(editsActions('0')).toBe(false);
    expect(editsActions(undefined)).toBe(false);
  });
});
