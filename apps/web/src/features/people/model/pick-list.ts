import { ACTION_OWNERS_MAX, FREQUENT_PERSONNEL_MAX } from '../../../api/contract-values.ts';

/** Someone a picker can hold: only the email identifies them. */
export interface Pickable {
  email?: string | null;
  name?: string;
}

/** The most people one pick holds: meeting attendees and action owners alike (the latter the server's limit too). */
export const PICK_LIST_MAX = ACTION_OWNERS_MAX;
/** How many recent contacts the picker keeps to offer again. */
export const FREQUENT_CACHE_MAX = FREQUENT_PERSONNEL_MAX;

const keyOf = (person: Pickable) => person.email?.trim().toLowerCase() ?? '';

/**
 * Adds one person to a pick list: someone without an email cannot be invited, someone already
 * there (by email, any case) is not added twice, and a full list stays as it is.
 */
export function addToPickList<T extends Pickable>(list: readonly T[], person: T): T[] {
  const key = keyOf(person);
  if (!key || list.length >= PICK_LIST_MAX || list.some((picked) => keyOf(picked) === key)) {
    return [...list];
  }
  return [...list, person];
}

/** A whole pick as a picker hands it over, held to the same rules one person at a time. */
export function pickListOf<T extends Pickable>(people: readonly T[]): T[] {
  return people.reduce<T[]>((list, person) => addToPickList(list, person), []);
}

/** The same rules for a picker that deals in emails only. */
export const pickEmails = (emails: readonly string[]): string[] =>
  pickListOf(emails.map((email) => ({ email: email.trim() }))).map((person) => person.email);

/**
 * The frequent-contact cache: the newest first, one entry per email (lower case), at most ten.
 * `recent` are the latest picks, which move to the front.
 */
export function rememberContacts(cache: readonly string[], recent: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const email of [...recent, ...cache]) {
    const key = email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(key);
  }
  return merged.slice(0, FREQUENT_CACHE_MAX);
}
