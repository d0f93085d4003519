import { navigations } from '../../../api/contract-values.ts';

/**
 * The picture a listing shows, or null for 暂无图片. An imported cell may hold anything; only a
 * stored file of the portal or an https address is put in an <img> (the page's policy loads
 * nothing else anyway, and a broken link would show instead of the empty state).
 */
export function shownPicture(picture: string): string | null {
  const address = picture.trim();
  if (address.startsWith(`${navigations.fileContent}/`)) return address;
  try {
    return new URL(address).protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}
