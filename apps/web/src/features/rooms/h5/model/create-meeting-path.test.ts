import { describe, expect, it } from 'vitest';
import { readPartnerMode } from '../../../../api/partner-mode.ts';
import { h5CreateMeetingPath } from './create-meeting-path.ts';

const partner = readPartnerMode('#/meetingOrderH5?from=appia&code=c1&userId=min.song&token=t.o.k', false);

describe('the phone link from Book to the create-meeting page', () => {
  it('books with the room and the range, the end half an hour after the last cell', () => {
    const link = h5CreateMeetingPath(
      { roomId: 7, roomName: '301', date: '2026-07-16', span: { from: 4, to: 6 } },
      partner,
    );
    const [path, query] = link.split('?');
    expect(path).toBe('/meetingOrderH5/createMeeting');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      from: 'appia',
      code: 'c1',
      userId: 'min.song',
      roomId: '7',
      roomName: '301',
      time: '2026-07-16',
      startTime: '10:00',
      endTime: '11:30',
    });
  });
});
