import { pickEmails } from '../../../people/index.ts';

/**
 * The create form's typed fields while the person picks attendees on a page of its own: the form
 * is left (and unmounted) for the picker, so what was typed waits in the tab's session storage and
 * comes back only to the same create page (the same room and range).
 */
export interface MeetingDraft {
  /** The create page's path and query, where the picker returns. */
  back: string;
  name: string;
  content: string;
  /** Emails. */
  attendees: string[];
}

const KEY = 'portal.h5.meetingDraft';

export function saveDraft(storage: Storage, draft: MeetingDraft): void {
  storage.setItem(KEY, JSON.stringify(draft));
}

const isDraft = (value: unknown): value is MeetingDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.back === 'string' &&
    typeof draft.name === 'string' &&
    typeof draft.content === 'string' &&
    Array.isArray(draft.attendees) &&
    draft.attendees.every((email) => typeof email === 'string')
  );
};

/** The draft waiting, if any (a malformed one counts as none). */
export function readDraft(storage: Storage): MeetingDraft | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isDraft(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The draft for the create page at `back`; a draft of another page is none of its business. */
export function draftFor(storage: Storage, back: string): MeetingDraft | null {
  const draft = readDraft(storage);
  return draft?.back === back ? draft : null;
}

/** Once the create page has its fields back, a later visit starts blank. */
export function clearDraft(storage: Storage): void {
  storage.removeItem(KEY);
}

/** The picker's answer: the picks (held to the pick list's rules) go into the draft; answers where to return. */
export function returnPicks(storage: Storage, picks: readonly string[]): string | null {
  const draft = readDraft(storage);
  if (!draft) return null;
  saveDraft(storage, { ...draft, attendees: pickEmails(picks) });
  return draft.back;
}
