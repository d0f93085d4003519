/**
 * `/redirect/<path>?<query>` reopens `/<path>?<query>` in place of itself (a view re-renders by
 * passing through it). The target always stays inside the app: repeated or backslash separators
 * collapse, so `/redirect//evil.example` opens `/evil.example`, a path of this portal.
 */
export function redirectTarget(rest: string | undefined, search: string): string {
  const segments = (rest ?? '')
    .split(/[/\\]+/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const path = `/${segments.join('/')}`;
  return search ? `${path}?${search}` : path;
}
