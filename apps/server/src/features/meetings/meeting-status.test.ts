import { MEETING_STATUS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { meetingStatus } from './meeting-status.ts';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 2, minute));
const meeting = { cancelled: false, startsAt: at(0), endsAt: at(30), minutesAt: null };

describe('meeting status', () => {
  it('follows the clock: upcoming before the start, in progress until the end (excluded), then ended', () => {
    expect(meetingStatus(meeting, at(-1))).toBe(MEETING_STATUS.upcoming);
    expect(meetingStatus(meeting, at(0))).toBe(MEETING_STATUS.inProgress);
    expect(meetingStatus(meeting, at(29))).toBe(MEETING_STATUS.inProgress);
    expect(meetingStatus(meeting, at(30))).toBe(MEETING_STATUS.ended);
  });

  it('an ended meeting with minutes reads as minutes recorded; minutes written early do not change the clock', () => {
    const recorded = { ...meeting, minutesAt: at(10) };
    expect(meetingStatus(recorded, at(40))).toBe(MEETING_STATUS.minutesRecorded);
    expect(meetingStatus(recorded, at(10))).toBe(MEETING_STATUS.inProgress);
  });

  it('cancelled wins at any time', () => {
    for (const now of [at(-1), at(10), at(40)]) {
      expect(meetingStatus({ ...meeting, cancelled: true, minutesAt: at(5) }, now)).toBe(
        MEETING_STATUS.cancelled,
      );
    }
  });
});
