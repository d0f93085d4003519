import type { Employee, GoalSheet, GoalSheetSummary, GoalStatus, Objective } from '@portal/contracts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { GoalSheetRow, GoalSheetSummaryRow } from './repository.ts';

type MaybeEmployee = { [K in keyof Employee]: Employee[K] | null } | null;

/** A joined person's columns: nobody when the join found no one (an undecided sheet's decider). */
const personOf = (fields: MaybeEmployee): Employee | null =>
  fields?.email && fields.name !== null && fields.department !== null && fields.userId !== null
    ? {
        email: fields.email,
        name: fields.name,
        department: fields.department,
        userId: fields.userId,
        avatar: fields.avatar,
      }
    : null;

const at = (clock: CompanyClock, instant: Date | null) => (instant ? clock.format(instant) : null);

/** A listed sheet as the API sends it, times in the company's zone. */
export const toSummary = (
  clock: CompanyClock,
  row: Omit<GoalSheetSummaryRow, 'owner'> & { owner: MaybeEmployee },
): GoalSheetSummary => ({
  id: row.id,
  period: row.period,
  owner: personOf(row.owner) as Employee,
  status: row.status as GoalStatus,
  revision: row.revision,
  submittedAt: at(clock, row.submittedAt),
  decidedAt: at(clock, row.decidedAt),
});

/** A whole sheet as the API sends it; its goals were checked by the contract when saved. */
export const toSheet = (clock: CompanyClock, row: GoalSheetRow): GoalSheet => ({
  ...toSummary(clock, row),
  objectives: row.objectives as Objective[],
  returnComment: row.returnComment,
  decidedBy: personOf(row.decidedBy),
  updatedAt: clock.format(row.updatedAt),
});
