import type { Language } from '@portal/contracts';
import { SIGN_ON_LANGUAGE_COOKIE } from '../api/contract-values.ts';

export { LANGUAGE_STORAGE_KEY } from './language-key.ts';

const LANGUAGE_PARAM = 'language';

const asLanguage = (value: string | null | undefined): Language | null =>
  value === 'en' || value === 'zh' ? value : null;

const hashQueryOf = (hash: string) => (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');

/** `?language=` from the page URL or from the hash route's own query; only en and zh count. */
export function languageFromUrl(location: Pick<Location, 'search' | 'hash'>): Language | null {
  return (
    asLanguage(new URLSearchParams(location.search).get(LANGUAGE_PARAM)) ??
    asLanguage(new URLSearchParams(hashQueryOf(location.hash)).get(LANGUAGE_PARAM))
  );
}

/** The language chosen on the sign-on page, handed over in its cookie; null when none was chosen. */
export function languageFromSignOn(cookies: string): Language | null {
  const pair = cookies.split(';').find((part) => part.trim().startsWith(`${SIGN_ON_LANGUAGE_COOKIE}=`));
  return asLanguage(pair?.split('=')[1]?.trim());
}

/**
 * The query wins, then a choice just made on the sign-on page, then the stored choice; with none of
 * them English (the specification's default: the browser's language is not a choice).
 */
export function initialLanguage(
  stored: string | null,
  location: Pick<Location, 'search' | 'hash'>,
  fromSignOn: Language | null = null,
): Language {
  return languageFromUrl(location) ?? fromSignOn ?? asLanguage(stored) ?? 'en';
}

/**
 * On .com hosts the language switch moves between the .com and the .com.cn host. We map
 * .com.cn to Chinese and .com to English. Other hosts (intranet names, localhost) have no pair: null.
 */
export function hostForLanguage(hostname: string, language: Language): string | null {
  if (hostname.endsWith('.com.cn')) return language === 'zh' ? hostname : hostname.slice(0, -'.cn'.length);
  if (hostname.endsWith('.com')) return language === 'en' ? hostname : `${hostname}.cn`;
  return null;
}

const withoutLanguageParam = (query: string) => {
  const params = new URLSearchParams(query);
  params.delete(LANGUAGE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export type LanguageSwitch = { kind: 'otherHost' | 'reload'; url: string };

/**
 * Where the page goes once `language` is chosen (and stored). A ?language= left in the address
 * would win over the stored choice after the reload, so it is dropped; the other host of a .com
 * pair has its own storage, so the choice travels there as ?language=.
 */
export function languageSwitchTarget(href: string, language: Language): LanguageSwitch {
  const url = new URL(href);
  url.search = withoutLanguageParam(url.search);
  const hashQuery = hashQueryOf(url.hash);
  if (hashQuery)
    url.hash = url.hash.slice(0, url.hash.length - hashQuery.length) + withoutLanguageParam(hashQuery);
  const host = hostForLanguage(url.hostname, language);
  if (host === null || host === url.hostname) return { kind: 'reload', url: url.toString() };
  url.hostname = host;
  url.searchParams.set(LANGUAGE_PARAM, language);
  return { kind: 'otherHost', url: url.toString() };
}
