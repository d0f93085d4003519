import type { ProjectStatus } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

/** The personal-project list's filters; each unset means any. */
export interface ProjectFilter {
  status?: ProjectStatus;
  year?: number;
  keyword?: string;
}

const STORAGE_KEY = 'portal.personalProjects.filter';

/** Only the known fields, each of the right type: the stored value may be old or edited by hand. */
function sanitized(value: unknown): ProjectFilter {
  if (typeof value !== 'object' || value === null) return {};
  const { status, year, keyword } = value as Record<string, unknown>;
  return {
    ...(typeof status === 'string' ? { status: status as ProjectStatus } : {}),
    ...(typeof year === 'number' && Number.isInteger(year) ? { year } : {}),
    ...(typeof keyword === 'string' && keyword !== '' ? { keyword } : {}),
  };
}

function read(storage: Storage | undefined): ProjectFilter {
  try {
    return sanitized(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

/**
 * The filters kept for the browser tab's session: leaving the page and coming back (or reloading)
 * finds them as they were, and a new tab starts afresh.
 */
export function createProjectFilterStore(storage: Storage | undefined) {
  let current = read(storage);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: ProjectFilter) {
      current = sanitized(next);
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(current));
      } catch {
        // Storage full or refused (private mode): the filters still hold while the page lives.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sessionStore = createProjectFilterStore(
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);

/** The filters and how to change them, shared by every component of the page. */
export function useProjectFilter(): [ProjectFilter, (filter: ProjectFilter) => void] {
  return [useSyncExternalStore(sessionStore.subscribe, sessionStore.get), sessionStore.set];
}
