import type { ConsoleModule, ModuleRight } from '@portal/contracts';
import { heldRights, isAdmin, opensConsole } from './console-access.ts';

/** An entry of the console's side menu. */
export interface ConsoleEntry {
  /** The overview, the trail, the questionnaire builder, or the console module the entry opens. */
  key: 'overview' | 'audit' | 'feedbackForms' | ConsoleModule;
  /** The hash path it opens: a console page, or the module's own page where its editor lives. */
  path: string;
  /** Who sees it: anyone in the console, administrators, or the holders of a module right. */
  shownTo: 'console' | 'admin' | ModuleRight;
}

/**
 * The console's modules, in the side menu's order. The rights and the trail are console pages; the
 * modules that had editors before the console open their own pages, whose controls their right
 * shows.
 */
export const CONSOLE_ENTRIES: readonly ConsoleEntry[] = [
  { key: 'overview', path: '/admin', shownTo: 'console' },
  { key: 'rights', path: '/admin/rights', shownTo: 'admin' },
  { key: 'audit', path: '/admin/audit', shownTo: 'admin' },
  { key: 'holidays', path: '/holidayCalendar', shownTo: 'holiday:edit' },
  { key: 'software', path: '/downloadSoftware', shownTo: 'software:publish' },
  { key: 'assets', path: '/assets/index', shownTo: 'assets:edit' },
  { key: 'apartments', path: '/apartmentListings', shownTo: 'apartment:import' },
  { key: 'rotation', path: '/jobListings', shownTo: 'rotation:import' },
  { key: 'feedback', path: '/listenQuestionnaire/answers', shownTo: 'feedback:read' },
  { key: 'feedbackForms', path: '/admin/feedback/forms', shownTo: 'feedback:edit' },
  { key: 'news', path: '/admin/news', shownTo: 'news:edit' },
  { key: 'rooms', path: '/admin/rooms/editor', shownTo: 'rooms:edit' },
  { key: 'messages', path: '/admin/messages', shownTo: 'messages:send' },
];

/** The side menu a session's roles see. */
export function consoleEntriesFor(roles: readonly string[]): ConsoleEntry[] {
  if (!opensConsole(roles)) return [];
  const held = new Set<string>(heldRights(roles));
  return CONSOLE_ENTRIES.filter(
    ({ shownTo }) => shownTo === 'console' || (shownTo === 'admin' ? isAdmin(roles) : held.has(shownTo)),
  );
}
