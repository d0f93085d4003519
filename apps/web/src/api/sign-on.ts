import { navigations } from './contract-values.ts';

/**
 * Back to sign-on, with a callback to the exact page (hash route and query, partner mode's `code`
 * and `userId` included) the user was on. A partner `token` is left out: it has just been refused,
 * and a token does not belong in sign-on addresses.
 */
export function signOnUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const [route = '', query] = location.hash.split('?');
  const params = new URLSearchParams(query ?? '');
  params.delete('token');
  const rest = params.toString();
  const hash = query === undefined ? location.hash : rest ? `${route}?${rest}` : route;
  const back = `${location.pathname}${location.search}${hash}`;
  return `${navigations.signOnPage}?callback=${encodeURIComponent(back)}`;
}

let leaving = false;

export function goToSignOn() {
  // Several calls may fail together; navigate once.
  if (leaving) return;
  leaving = true;
  window.location.assign(signOnUrl());
}
