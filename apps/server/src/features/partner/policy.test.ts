import { describe, expect, it } from 'vitest';
import { canSessionSpeakFor, canTokenSpeakFor, partnerEmailOf } from './policy.ts';

describe('partnerEmailOf', () => {
  it('builds the company address from a mail name, in lower case', () => {
    expect(partnerEmailOf('wei.zhang', 'example.com')).toBe('wei.zhang@example.com');
    expect(partnerEmailOf('Wei.Zhang2', 'Example.com')).toBe('wei.zhang2@example.com');
    expect(partnerEmailOf('a_b-c+d', 'example.com')).toBe('a_b-c+d@example.com');
  });

  it.each([
    '',
    'a@b.com',
    'x@example.com',
    '.lead',
    'trail.',
    'two..dots',
    'has space',
    '中文',
    'a%00',
    'x'.repeat(65),
  ])('refuses %j, which is no mail name', (userId) => {
    expect(partnerEmailOf(userId, 'example.com')).toBeNull();
  });
});

describe('canTokenSpeakFor', () => {
  it("speaks only for the page's own userId, case and all", () => {
    expect(canTokenSpeakFor('wei.zhang', 'wei.zhang')).toBe(true);
    expect(canTokenSpeakFor('wei.zhang', 'li.na')).toBe(false);
    expect(canTokenSpeakFor('wei.zhang', 'Wei.Zhang')).toBe(false);
    expect(canTokenSpeakFor('wei.zhang', undefined)).toBe(false);
  });
});

describe('canSessionSpeakFor', () => {
  it('answers for the session’s own partner user, or when the page names nobody', () => {
    expect(canSessionSpeakFor('wei.zhang@example.com', 'wei.zhang', 'example.com')).toBe(true);
    expect(canSessionSpeakFor('Wei.Zhang@Example.com', 'wei.zhang', 'example.com')).toBe(true);
    expect(canSessionSpeakFor('wei.zhang@example.com', undefined, 'example.com')).toBe(true);
  });

  it('refuses a session of someone else than the page’s user', () => {
    expect(canSessionSpeakFor('wei.zhang@example.com', 'li.na', 'example.com')).toBe(false);
    expect(canSessionSpeakFor('wei.zhang@other.example', 'wei.zhang', 'example.com')).toBe(false);
    expect(canSessionSpeakFor('wei.zhang@example.com', 'x@evil', 'example.com')).toBe(false);
  });

  it('cannot compare without a mail domain (partner mode off): the session answers as its twin', () => {
    expect(canSessionSpeakFor('wei.zhang@example.com', 'li.na', null)).toBe(true);
  });
});
