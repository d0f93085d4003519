import { describe, expect, it } from 'vitest';
import {
  hostForLanguage,
  initialLanguage,
  languageFromSignOn,
  languageFromUrl,
  languageSwitchTarget,
} from './language.ts';

const at = (search: string, hash = '#/') => ({ search, hash });

describe('language choice', () => {
  it('accepts ?language= only when it is en or zh, in the page query or the hash query', () => {
    expect(languageFromUrl(at('?language=en'))).toBe('en');
    expect(languageFromUrl(at('', '#/meeting/meetingOrder?language=zh'))).toBe('zh');
    expect(languageFromUrl(at('?language=fr'))).toBeNull();
  });

  it('prefers the query, then the sign-on page’s choice, then the stored choice, else English', () => {
    expect(initialLanguage('zh', at('?language=en'), 'zh')).toBe('en');
    expect(initialLanguage('en', at(''), 'zh')).toBe('zh');
    expect(initialLanguage('en', at(''), null)).toBe('en');
    expect(initialLanguage('zh', at(''))).toBe('zh');
    // Nothing chosen: English, whatever the browser's language.
    expect(initialLanguage(null, at(''))).toBe('en');
    expect(initialLanguage('klingon', at(''), null)).toBe('en');
  });

  it('reads the sign-on page’s choice from its cookie, only en or zh', () => {
    expect(languageFromSignOn('portal_session=abc; portal_language=zh')).toBe('zh');
    expect(languageFromSignOn('portal_language=en')).toBe('en');
    expect(languageFromSignOn('portal_language=fr; other=1')).toBeNull();
    expect(languageFromSignOn('')).toBeNull();
  });
});

describe('language switch', () => {
  it('pairs .com (English) with .com.cn (Chinese) and leaves other hosts alone', () => {
    expect(hostForLanguage('portal.xinghai.com', 'zh')).toBe('portal.xinghai.com.cn');
    expect(hostForLanguage('portal.xinghai.com.cn', 'en')).toBe('portal.xinghai.com');
    expect(hostForLanguage('portal.xinghai.com', 'en')).toBe('portal.xinghai.com');
    expect(hostForLanguage('portal.xinghai.com.cn', 'zh')).toBe('portal.xinghai.com.cn');
    expect(hostForLanguage('localhost', 'en')).toBeNull();
    expect(hostForLanguage('portal.intranet.local', 'zh')).toBeNull();
  });

  it('moves to the paired host with the same page, carrying the choice as ?language=', () => {
    expect(languageSwitchTarget('https://portal.xinghai.com.cn/?language=zh#/honor?id=3', 'en')).toEqual({
      kind: 'otherHost',
      url: 'https://portal.xinghai.com/?language=en#/honor?id=3',
    });
    expect(languageSwitchTarget('https://portal.xinghai.com:8443/#/', 'zh')).toEqual({
      kind: 'otherHost',
      url: 'https://portal.xinghai.com.cn:8443/?language=zh#/',
    });
  });

  it('otherwise reloads the same page without any ?language=, so the stored choice wins', () => {
    expect(
      languageSwitchTarget(
        'http://localhost:8080/?language=zh&x=1#/meeting/meetingOrder?language=zh&date=2026-01-02',
        'en',
      ),
    ).toEqual({ kind: 'reload', url: 'http://localhost:8080/?x=1#/meeting/meetingOrder?date=2026-01-02' });
    expect(languageSwitchTarget('http://portal.intranet.local/#/?language=en', 'zh')).toEqual({
      kind: 'reload',
      url: 'http://portal.intranet.local/#/',
    });
    expect(languageSwitchTarget('https://portal.xinghai.com/#/', 'en').kind).toBe('reload');
  });
});
