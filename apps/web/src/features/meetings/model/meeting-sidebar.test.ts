import { describe, expect, it } from 'vitest';
import { isActiveItem, MEETING_SIDEBAR, OLDER_MEETING_SIDEBAR, type SidebarItem } from './meeting-sidebar.ts';

const item = (key: string): SidebarItem => {
  const found = [...MEETING_SIDEBAR, ...OLDER_MEETING_SIDEBAR].find((entry) => entry.key === key);
  if (!found) throw new Error(`no sidebar item ${key}`);
  return found;
};

describe('meeting sidebar', () => {
  it('marks the list shown, telling the minutes list from all meetings by its status', () => {
    expect(isActiveItem(item('myMeetings'), '/meeting/meetingListAll', '')).toBe(true);
    expect(isActiveItem(item('myMeetings'), '/meeting/meetingListAll', 'status=4')).toBe(false);
    expect(isActiveItem(item('minutes'), '/meeting/meetingListAll', 'status=4&page=2')).toBe(true);
    expect(isActiveItem(item('toHandle'), '/meeting/meetingListDeal', 'page=2')).toBe(true);
    expect(isActiveItem(item('actions'), '/meeting/meetingDetail', 'id=3')).toBe(false);
  });

  it('gives the red dot to the to-handle entry only', () => {
    expect(OLDER_MEETING_SIDEBAR.filter((entry) => entry.notice).map((entry) => entry.key)).toEqual([
      'toHandle',
    ]);
  });
});
