import type { Language } from '@portal/contracts';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

const asLanguage = (value: string | null | undefined): Language | null =>
  value === 'en' || value === 'zh' ? value : null;

/** `?language=` from the page URL or from the hash route's own query; only en and zh count (SPEC §4). */
export function languageFromUrl(location: Pick<Location, 'search' | 'hash'>): Language | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return (
    asLanguage(new URLSearchParams(location.search).get('language')) ??
    asLanguage(new URLSearchParams(hashQuery).get('language'))
  );
}

/** First visit: the query, else the browser's language (zh* → zh), else en; afterwards the stored choice wins. */
export function initialLanguage(
  stored: string | null,
  location: Pick<Location, 'search' | 'hash'>,
  browserLanguage: string | undefined,
): Language {
  const fromUrl = languageFromUrl(location);
  if (fromUrl) return fromUrl;
  const remembered = asLanguage(stored);
  if (remembered) return remembered;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
