import type { MeetingAction } from '@portal/contracts';

/**
 * The actions still to do (todo or doing), overdue ones first, then by due date (earliest first),
 * so what is late or closest to its deadline is at the top of a phone's short screen.
 */
export function openActionsFirst(actions: readonly MeetingAction[]): MeetingAction[] {
  return actions
    .filter((action) => action.status !== 'done')
    .sort(
      (a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate) || a.id - b.id,
    );
}
