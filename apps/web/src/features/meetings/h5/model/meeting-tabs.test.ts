import { describe, expect, it } from 'vitest';
import { h5Path } from '../../../../shell/mobile/h5-path.ts';
import { MEETING_TABS, meetingDetailH5Path } from './meeting-tabs.ts';

const mode = { from: 'appia', code: 'c1', userId: 'min.song', token: 'secret' };

describe('the meeting tab bar links', () => {
  it('keeps from, code and userId and never the token', () => {
    const links = MEETING_TABS.map((tab) => h5Path(tab.path, {}, mode));
    expect(links).toEqual([
      '/meetingH5/meetingListAllH5?from=appia&code=c1&userId=min.song',
      '/meetingH5/meetingActionsH5?from=appia&code=c1&userId=min.song',
      '/meetingOrderH5?from=appia&code=c1&userId=min.song',
    ]);
  });

  it('opens a meeting with its id, the partner query kept', () => {
    expect(meetingDetailH5Path(3, mode)).toBe(
      '/meetingH5/meetingDetailH5?from=appia&code=c1&userId=min.song&id=3',
    );
    expect(meetingDetailH5Path(3, null)).toBe('/meetingH5/meetingDetailH5?id=3');
  });
});
