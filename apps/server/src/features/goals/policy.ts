import type { GoalStatus } from '@portal/contracts';

/** Who may do what with a sheet of goals; pure, so it is tested without a database. */

interface Caller {
  id: number;
}

/** A sheet and the people above its owner in the directory, the direct supervisor first. */
export interface SheetPeople {
  ownerId: number;
  supervisorIds: number[];
}

/** Goals are private to their owner and the owner's supervisors up the chain (no role sees more). */
export const canViewGoalSheet = (user: Caller, sheet: SheetPeople) =>
  user.id === sheet.ownerId || sheet.supervisorIds.includes(user.id);

/** Only the owner writes and submits, and only a draft or a returned sheet. */
export const canEditGoalSheet = (user: Caller, sheet: { ownerId: number; status: GoalStatus }) =>
  user.id === sheet.ownerId && (sheet.status === 'draft' || sheet.status === 'returned');

/** Approving and returning belong to the direct supervisor alone, never a skip-level one. */
export const canDecideGoalSheet = (user: Caller, sheet: SheetPeople) =>
  sheet.supervisorIds[0] === user.id && sheet.ownerId !== user.id;

/** A submitted sheet is approved or returned; an approved one can be reopened by returning it. */
export const mayApprove = (status: GoalStatus) => status === 'submitted';
export const mayReturn = (status: GoalStatus) => status === 'submitted' || status === 'approved';
