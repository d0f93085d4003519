import { describe, expect, it } from 'vitest';
import { partnerHeaders, partnerLinkParams, readPartnerMode } from './partner-mode.ts';

describe('partner mode', () => {
  it('is on when the hash query has a code, or in a frame, and off otherwise', () => {
    expect(readPartnerMode('#/meetingOrderH5?from=appia&code=c1&userId=li.na&token=abc', false)).toEqual({
      from: 'appia',
      code: 'c1',
      userId: 'li.na',
      token: 'abc',
    });
    expect(readPartnerMode('#/meetingOrderH5?userId=li.na', true)).toMatchObject({ userId: 'li.na' });
    expect(readPartnerMode('#/meetingOrderH5?userId=li.na', false)).toBeNull();
    expect(readPartnerMode('', false)).toBeNull();
  });

  it('sends userId and token as headers, leaving out empty ones', () => {
    const mode = readPartnerMode('#/x?code=c1&userId=li.na&token=abc', false);
    expect(partnerHeaders(mode)).toEqual({ userid: 'li.na', token: 'abc' });
    expect(partnerHeaders(readPartnerMode('#/x?code=c1&userId=li.na', false))).toEqual({ userid: 'li.na' });
    expect(partnerHeaders(null)).toEqual({});
  });

  it('links keep from, code and userId, not the token', () => {
    const mode = readPartnerMode('#/x?from=appia&code=c1&userId=li.na&token=abc', false);
    expect(partnerLinkParams(mode)).toEqual({ from: 'appia', code: 'c1', userId: 'li.na' });
  });
});
