import { useSyncExternalStore } from 'react';

/**
 * The portal's addresses keep the whole app location in the hash, query included:
 * `/#/ruleDetail?id=3`. (wouter's own hash hook would put the query before the `#`, which changes
 * every link the portal has ever shared.) These hooks give wouter the path and the query from the
 * hash, and number the history entries the app makes, so a page can tell whether "back" stays in
 * the app.
 */

interface EntryState {
  /** How many app navigations led to this history entry; 0 for the page the browser opened. */
  appIndex?: number;
}

export const hashTarget = () => location.hash.replace(/^#/, '') || '/';
export const pathOf = (target: string) => target.split('?')[0] || '/';
export const searchOf = (target: string) => target.split('?')[1] ?? '';

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  addEventListener('popstate', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    removeEventListener('popstate', onChange);
  };
};

export const appIndexOf = (state: unknown) => (state as EntryState | null)?.appIndex ?? 0;

export function navigateHash(
  to: string,
  { replace = false, state }: { replace?: boolean; state?: unknown } = {},
) {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  const appIndex = appIndexOf(history.state) + (replace ? 0 : 1);
  const entry = { ...(typeof state === 'object' && state !== null ? state : {}), appIndex };
  history[replace ? 'replaceState' : 'pushState'](entry, '', url);
  // pushState announces nothing; the hooks listen for this.
  dispatchEvent(new HashChangeEvent('hashchange'));
}

/** wouter's location hook: the path part of the hash, and how to go elsewhere. */
export function useHashLocation(): [string, typeof navigateHash] {
  return [useSyncExternalStore(subscribe, () => pathOf(hashTarget())), navigateHash];
}

/** wouter's search hook: the query part of the hash, without `?`. */
useHashLocation.searchHook = function useHashSearch(): string {
  return useSyncExternalStore(subscribe, () => searchOf(hashTarget()));
};

/** Links render `#/path?query`, so opening one in a new tab lands on the same page. */
useHashLocation.hrefs = (href: string) => `#${href}`;

/** The state a link or navigation stored with this history entry (read once per render). */
export function useEntryState<T>(): Partial<T> {
  return useSyncExternalStore(subscribe, () => history.state as Partial<T> | null) ?? {};
}
