import { navigations } from '@portal/contracts';

const CONTENT_PREFIX = `${navigations.fileContent}/`;
// The shape of every key the server generates (uploads and seed files): no slash, no leading dot.
const OSS_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Where the browser reads a stored file (signed-in employees only): the one way this URL is written. */
export const fileContentUrl = (ossKey: string) => `${CONTENT_PREFIX}${ossKey}`;

/**
 * The ossKey a `fileUrl` names, or null when it does not name one of our stored files by its own
 * path. Only `/file/content/<ossKey>` or a bare ossKey qualify: a URL of any host, a path elsewhere,
 * `..` or an encoded character is refused here, so the server never fetches or opens anything but
 * its own storage.
 */
export function ossKeyOfFileUrl(fileUrl: string): string | null {
  const candidate = fileUrl.startsWith(CONTENT_PREFIX) ? fileUrl.slice(CONTENT_PREFIX.length) : fileUrl;
  return OSS_KEY.test(candidate) && !candidate.includes('..') ? candidate : null;
}
