import { describe, expect, it } from 'vitest';
import { initialLanguage, languageFromUrl } from './language.ts';

const at = (search: string, hash = '#/') => ({ search, hash });

describe('language choice', () => {
  it('accepts ?language= only when it is en or zh, in the page query or the hash query', () => {
    expect(languageFromUrl(at('?language=en'))).toBe('en');
    expect(languageFromUrl(at('', '#/meeting/meetingOrder?language=zh'))).toBe('zh');
    expect(languageFromUrl(at('?language=fr'))).toBeNull();
  });

  it('prefers the query, then the stored choice, then the browser language, then en', () => {
    expect(initialLanguage('zh', at('?language=en'), 'zh-CN')).toBe('en');
    expect(initialLanguage('en', at(''), 'zh-CN')).toBe('en');
    expect(initialLanguage(null, at(''), 'zh-TW')).toBe('zh');
    expect(initialLanguage(null, at(''), 'de-DE')).toBe('en');
    expect(initialLanguage('klingon', at(''), undefined)).toBe('en');
  });
});
