import { describe, expect, it } from 'vitest';
import { canPostSignIn, FORGET_AFTER_MS, hasVerifiedEmail, waitBeforeNextTry } from './policy.ts';

describe('waitBeforeNextTry', () => {
  const now = 10_000_000;
  const failed = (failures: number, msAgo = 0) => ({ failures, lastFailedAt: new Date(now - msAgo) });

  it('lets the first five wrong passwords through, then doubles the wait', () => {
    expect(waitBeforeNextTry(undefined, now)).toBe(0);
    expect(waitBeforeNextTry(failed(4), now)).toBe(0);
    expect(waitBeforeNextTry(failed(5), now)).toBe(5_000);
    expect(waitBeforeNextTry(failed(6, 1_000), now)).toBe(9_000);
    expect(waitBeforeNextTry(failed(30), now)).toBe(15 * 60_000);
  });

  it('forgets failures after a quiet quarter of an hour', () => {
    expect(waitBeforeNextTry(failed(30, FORGET_AFTER_MS + 1), now)).toBe(0);
  });
});

describe('canPostSignIn', () => {
  const ownOrigin = 'https://portal.example.com';
  it('accepts our own page and browsers that say nothing', () => {
    expect(canPostSignIn({ fetchSite: 'same-origin', origin: ownOrigin, ownOrigin })).toBe(true);
    expect(canPostSignIn({ fetchSite: undefined, origin: undefined, ownOrigin })).toBe(true);
    expect(canPostSignIn({ fetchSite: 'none', origin: undefined, ownOrigin })).toBe(true);
  });

  it('refuses a form posted by another site, even a sibling one', () => {
    expect(canPostSignIn({ fetchSite: 'cross-site', origin: undefined, ownOrigin })).toBe(false);
    expect(canPostSignIn({ fetchSite: 'same-site', origin: 'https://blog.example.com', ownOrigin })).toBe(
      false,
    );
    expect(canPostSignIn({ fetchSite: undefined, origin: 'https://evil.example', ownOrigin })).toBe(false);
    expect(canPostSignIn({ fetchSite: undefined, origin: 'null', ownOrigin })).toBe(false);
  });
});

describe('hasVerifiedEmail', () => {
  it('accepts an email only when the provider says it is verified', () => {
    expect(hasVerifiedEmail({ email: 'a@corp.example', email_verified: true })).toBe(true);
    expect(hasVerifiedEmail({ email: 'a@corp.example' })).toBe(false);
    expect(hasVerifiedEmail({ email: 'a@corp.example', email_verified: false })).toBe(false);
    expect(hasVerifiedEmail({ email: 'a@corp.example', email_verified: 'true' })).toBe(false);
    expect(hasVerifiedEmail({ email_verified: true })).toBe(false);
  });
});
