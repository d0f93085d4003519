import { describe, expect, it } from 'vitest';
import { readPartnerMode } from '../../api/partner-mode.ts';
import { h5Path } from './h5-path.ts';

const partner = readPartnerMode('#/meetingOrderH5?from=appia&code=c1&userId=min.song&token=t.o.k', false);

describe('links between the phone pages', () => {
  it('carry from, code and userId in partner mode, never the token', () => {
    expect(h5Path('/orderHistoryH5', {}, partner)).toBe('/orderHistoryH5?from=appia&code=c1&userId=min.song');
    expect(h5Path('/orderHistoryH5', {}, null)).toBe('/orderHistoryH5');
  });
});
