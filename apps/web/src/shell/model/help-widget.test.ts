import { describe, expect, it } from 'vitest';
import { showsHelpWidget } from './help-widget.ts';

describe('help widget visibility', () => {
  it('shows on the home route and on routes containing /meeting', () => {
    expect(showsHelpWidget('/', false)).toBe(true);
    expect(showsHelpWidget('/meeting/meetingOrder', false)).toBe(true);
    expect(showsHelpWidget('/meeting/createMeeting', false)).toBe(true);
  });

  it('hides everywhere else', () => {
    for (const path of ['/honor', '/404', '/ruleList', '/review/myReview']) {
      expect(showsHelpWidget(path, false)).toBe(false);
    }
  });

  it('never shows on mobile: H5 routes or a narrow screen', () => {
    for (const path of ['/meetingH5/meetingListAllH5', '/meetingOrderH5', '/orderH5/createMeeting']) {
      expect(showsHelpWidget(path, false)).toBe(false);
    }
    expect(showsHelpWidget('/', true)).toBe(false);
    expect(showsHelpWidget('/meeting/meetingOrder', true)).toBe(false);
  });
});
