import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftFor,
  type MeetingDraft,
  readDraft,
  returnPicks,
  saveDraft,
} from './attendee-handoff.ts';

const BACK = '/orderH5/createMeeting?roomId=7&time=2026-11-24&startTime=09:00&endTime=10:00';
const draft: MeetingDraft = { back: BACK, name: '周会', content: '议程', attendees: ['a@x.com'] };

beforeEach(() => sessionStorage.clear());

describe('the create form waiting for the attendee picker', () => {
  it('comes back to the same create page only, until cleared', () => {
    saveDraft(sessionStorage, draft);
    expect(draftFor(sessionStorage, '/orderH5/createMeeting?roomId=8')).toBeNull();
    expect(draftFor(sessionStorage, BACK)).toEqual(draft);
    clearDraft(sessionStorage);
    expect(draftFor(sessionStorage, BACK)).toBeNull();
  });

  it('takes the picks with the pick list rules and answers the way back', () => {
    saveDraft(sessionStorage, draft);
    const picks = ['b@x.com', 'B@x.com', '', ...Array.from({ length: 30 }, (_, index) => `p${index}@x.com`)];
    expect(returnPicks(sessionStorage, picks)).toBe(BACK);
    const attendees = readDraft(sessionStorage)?.attendees ?? [];
    expect(attendees).toHaveLength(20);
    expect(attendees.slice(0, 2)).toEqual(['b@x.com', 'p0@x.com']);
    expect(readDraft(sessionStorage)?.name).toBe('周会');
  });

  it('has nowhere to return without a draft, and ignores a malformed one', () => {
    expect(returnPicks(sessionStorage, ['b@x.com'])).toBeNull();
    sessionStorage.setItem('portal.h5.meetingDraft', '{"back":1}');
    expect(readDraft(sessionStorage)).toBeNull();
    sessionStorage.setItem('portal.h5.meetingDraft', 'not json');
    expect(readDraft(sessionStorage)).toBeNull();
  });
});
