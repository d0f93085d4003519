import type { AppContext } from '../../context.ts';

/**
 * How every meeting change is written: one transaction, answered once this server has heard the
 * change, so the caller's next room list or meeting list already shows it.
 */
export function createMeetingWrite({ db, changes }: Pick<AppContext, 'db' | 'changes'>) {
  return <T>(work: Parameters<typeof changes.transaction<T>>[1]) => changes.transaction(db, work);
}
