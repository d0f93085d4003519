import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** The module right that lets its holders write, schedule and take down notices. */
export const NEWS_RIGHT = 'news:edit' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Editing notices needs the news right; an administrator holds them all. Pure, tested alone. */
export const canEditNews = (user: Caller) => holdsRight(user, NEWS_RIGHT);
