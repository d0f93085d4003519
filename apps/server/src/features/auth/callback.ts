/** Any origin of ours will do: only a callback that keeps it is ours. */
const OWN = 'http://portal.invalid';

/**
 * Where to go after signing in, as a same-origin path. The callback is resolved the way a browser
 * would resolve it against our own address (tabs and newlines dropped, backslashes read as slashes,
 * non-ASCII percent-encoded); it is kept only if it stays on our origin, else `/`. So the sign-on
 * page cannot send anyone to another site, and the answer is always a valid Location header.
 */
export function safeCallback(callback: unknown): string {
  if (typeof callback !== 'string' || !callback.startsWith('/')) return '/';
  let resolved: URL;
  try {
    resolved = new URL(callback, OWN);
  } catch {
    return '/';
  }
  if (resolved.origin !== OWN) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
