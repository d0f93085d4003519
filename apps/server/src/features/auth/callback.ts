/**
 * Where to go after signing in. Only same-origin paths are followed, so the sign-on page cannot be
 * used to send people to another site (open redirect).
 */
export function safeCallback(callback: unknown): string {
  if (typeof callback !== 'string' || !callback.startsWith('/') || callback.startsWith('//')) return '/';
  if (callback.includes('\\') || /[\r\n]/.test(callback)) return '/';
  return callback;
}
