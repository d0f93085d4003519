import { describe, expect, it } from 'vitest';
import { anchorTarget, opensInNewWindow } from './link-target.ts';

describe('link target', () => {
  it('opens other systems in a new window and our own pages in place', () => {
    expect(opensInNewWindow('https://mail.intranet.local')).toBe(true);
    expect(opensInNewWindow('HTTP://wiki.intranet.local/a')).toBe(true);
    expect(opensInNewWindow('/#/ruleList?type=inform')).toBe(false);
    expect(opensInNewWindow('/bm')).toBe(false);
    expect(anchorTarget('https://x.local')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(anchorTarget('/#/')).toEqual({});
  });
});
