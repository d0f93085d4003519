import { describe, expect, it } from 'vitest';
import { signOnUrl } from './sign-on.ts';

describe('sign-on redirect', () => {
  it('keeps the hash route and its query in the callback', () => {
    const url = signOnUrl(
      { pathname: '/', search: '', hash: '#/meeting/createMeeting?roomId=3&time=2026-11-23' },
      null,
    );
    expect(url).toBe(
      `/sso/login?callback=${encodeURIComponent('/#/meeting/createMeeting?roomId=3&time=2026-11-23')}`,
    );
  });

  it('keeps partner mode’s code and userId but drops the refused token', () => {
    const url = signOnUrl({
      pathname: '/',
      search: '',
      hash: '#/meetingOrderH5?from=appia&code=c1&userId=li.na&token=a.b.c',
    });
    expect(decodeURIComponent(url.split('callback=')[1] ?? '')).toBe(
      '/#/meetingOrderH5?from=appia&code=c1&userId=li.na',
    );
  });

  it('asks the sign-on page to speak the portal’s language', () => {
    const location = { pathname: '/', search: '', hash: '#/honor' };
    expect(signOnUrl(location, 'zh')).toBe(
      `/sso/login?callback=${encodeURIComponent('/#/honor')}&language=zh`,
    );
    expect(signOnUrl(location, null)).toBe(`/sso/login?callback=${encodeURIComponent('/#/honor')}`);
  });
});
