import type { Language } from '@portal/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SIGN_ON_LANGUAGE_COOKIE } from '../api/contract-values.ts';
import {
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromSignOn,
  languageSwitchTarget,
} from './language.ts';

/**
 * Only the page's language is downloaded: its texts, antd's locale and dayjs's locale are chunks of
 * their own (a language change reloads the page, so the other one is never needed).
 */
const loaders: Record<Language, () => Promise<{ texts: Record<string, unknown>; antd: Locale }>> = {
  zh: async () => {
    const [texts, antd] = await Promise.all([
      import('./zh.json'),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { texts: texts.default, antd: antd.default };
  },
  en: async () => {
    const [texts, antd] = await Promise.all([import('./en.json'), import('antd/es/locale/en_US')]);
    return { texts: texts.default, antd: antd.default };
  },
};

const dayjsLocale = (language: Language) => (language === 'zh' ? 'zh-cn' : 'en');

let antdLocale: Locale | undefined;

/** antd's locale for the page's language, loaded by `setupI18n`. */
export const currentAntdLocale = () => antdLocale;

export async function setupI18n() {
  const language = initialLanguage(
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    window.location,
    languageFromSignOn(document.cookie),
  );
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  // Handed over once: from now on the stored choice speaks.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older browsers
  document.cookie = `${SIGN_ON_LANGUAGE_COOKIE}=; Max-Age=0; path=/`;
  const { texts, antd } = await loaders[language]();
  antdLocale = antd;
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: texts } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export const currentLanguage = (): Language => (i18next.language === 'en' ? 'en' : 'zh');

/**
 * Stores the choice, then goes to the paired .com/.com.cn host or reloads this page, so
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
