import type { MeetingAction } from '@portal/contracts';
import type { CompanyClock } from '../../../lib/company-time.ts';
import type { ActionWithOwners } from './repository.ts';

/** An action as the answers show it: overdue when not done and its due date has passed. */
export const toAction = (clock: CompanyClock, action: ActionWithOwners): MeetingAction => ({
  id: action.id,
  meetingId: action.meetingId,
  meetingName: action.meetingName,
  title: action.title,
  owners: action.owners,
  dueDate: action.dueDate,
  status: action.status as MeetingAction['status'],
  progress: action.progress,
  overdue: action.status !== 'done' && action.dueDate < clock.today(),
  updateTime: clock.format(action.updatedAt),
});
