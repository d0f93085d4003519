import type { Language } from '@portal/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { initialLanguage, LANGUAGE_STORAGE_KEY, languageSwitchTarget } from './language.ts';
import zh from './zh.json';

export const resources = { zh: { translation: zh }, en: { translation: en } } as const;

const dayjsLocale = (language: Language) => (language === 'zh' ? 'zh-cn' : 'en');

export function setupI18n() {
  const language = initialLanguage(
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    window.location,
    navigator.language,
  );
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export const currentLanguage = (): Language => (i18next.language === 'en' ? 'en' : 'zh');

/**
 * SPEC §4: stores the choice, then goes to the paired .com/.com.cn host or reloads this page, so
 * every text, date (dayjs) and antd component starts over in the new language.
 */
export function switchLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const target = languageSwitchTarget(window.location.href, language);
  if (target.kind === 'otherHost') {
    window.location.assign(target.url);
    return;
  }
  window.history.replaceState(window.history.state, '', target.url);
  window.location.reload();
}
