import type { Language } from '@portal/contracts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language.ts';
import { navigations } from './contract-values.ts';

/**
 * Back to sign-on, with a callback to the exact page (hash route and query, partner mode's `code`
 * and `userId` included) the user was on, in the portal's language. A partner `token` is left out:
 * it has just been refused, and a token does not belong in sign-on addresses.
 */
export function signOnUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  language: Language | null = storedLanguage(),
): string {
  const [route = '', query] = location.hash.split('?');
  const params = new URLSearchParams(query ?? '');
  params.delete('token');
  const rest = params.toString();
  const hash = query === undefined ? location.hash : rest ? `${route}?${rest}` : route;
  const back = `${location.pathname}${location.search}${hash}`;
  const url = `${navigations.signOnPage}?callback=${encodeURIComponent(back)}`;
  return language ? `${url}&language=${language}` : url;
}

const storedLanguage = (): Language | null => {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'en' || stored === 'zh' ? stored : null;
};

let leaving = false;

export function goToSignOn() {
  // Several calls may fail together; navigate once.
  if (leaving) return;
  leaving = true;
  window.location.assign(signOnUrl());
}
