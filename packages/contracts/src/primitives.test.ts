import { describe, expect, it } from 'vitest';
import { createMeetingRequest } from './meetings/create-meeting.ts';
import { maxChars, text } from './primitives.ts';

describe('maxChars', () => {
  const name = text()
    .trim()
    .check(maxChars(3, { message: 'x.tooLong' }));

  it('counts characters as people do: an emoji or a CJK character is one', () => {
    expect(name.safeParse('🎉👍🏽').success).toBe(true);
    // 👍🏽 is two code points (a thumb and its skin tone), as PostgreSQL's char_length counts it.
    expect(name.safeParse('🎉🎉👍🏽').success).toBe(false);
    expect(name.safeParse('🎉🎉🎉').success).toBe(true);
    expect(name.safeParse('会议室').success).toBe(true);
    expect(name.safeParse(' 🎉🎉🎉 ').success).toBe(true);
    expect(name.safeParse('🎉🎉🎉🎉').error?.issues.map((issue) => issue.message)).toEqual(['x.tooLong']);
  });

  it('is the meeting subject limit: 100 emoji pass, 101 do not', () => {
    const meeting = (name: string) =>
      createMeetingRequest.safeParse({
        name,
        roomId: 1,
        startTime: '2026-03-02 10:00:00',
        endTime: '2026-03-02 11:00:00',
      });
    expect(meeting('🎉'.repeat(100)).success).toBe(true);
    expect(meeting('🎉'.repeat(101)).error?.issues.map((issue) => issue.message)).toEqual([
      'meeting.nameTooLong',
    ]);
  });
});
