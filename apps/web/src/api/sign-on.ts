import { navigations } from './contract-values.ts';

/** Back to sign-on, with a callback to the exact page (hash route and query) the user was on. */
export function signOnUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return `${navigations.signOnPage}?callback=${encodeURIComponent(back)}`;
}

let leaving = false;

export function goToSignOn() {
  // Several calls may fail together; navigate once.
  if (leaving) return;
  leaving = true;
  window.location.assign(signOnUrl());
}
