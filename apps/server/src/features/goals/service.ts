import type {
  Employee,
  GoalPeriods,
  GoalSheet,
  GoalSheetSummary,
  GoalStatus,
  MyGoalSheet,
  SaveGoalSheetRequest,
  TeamGoalSheet,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { supervisorChain, teamUnder } from '../people/index.ts';
import { isPeriodOpen, periodOptions } from './periods.ts';
import { canDecideGoalSheet, canEditGoalSheet, canViewGoalSheet, mayApprove, mayReturn } from './policy.ts';
import * as repository from './repository.ts';
import { toSheet, toSummary } from './sheet-answer.ts';

/** An employee as the API names them, without the directory's row id. */
const toEmployee = ({ email, name, department, userId, avatar }: Employee): Employee => ({
  email,
  name,
  department,
  userId,
  avatar,
});

interface Decision {
  id: number;
  revision: number;
}

/** Goals (OTKR) and their approval by the direct supervisor (docs/goals.md). */
export function createGoalsService({ db, clock }: AppContext) {
  const ensureOpen = (period: string) => {
    if (!isPeriodOpen(period, clock.today())) throw conflict('goals.periodClosed');
  };

  /** The sheet with the owner's supervisors; someone who may not see it learns nothing of it (404). */
  async function visibleSheet(user: SessionUser, id: number) {
    const row = await repository.findSheet(db, id);
    if (!row) throw notFound('goals.notFound');
    const supervisors = await supervisorChain(db, row.ownerId);
    const people = { ownerId: row.ownerId, supervisorIds: supervisors.map((person) => person.id) };
    if (!canViewGoalSheet(user, people)) throw notFound('goals.notFound');
    return { row, people };
  }

  async function reload(id: number): Promise<GoalSheet> {
    const row = await repository.findSheet(db, id);
    if (!row) throw notFound('goals.notFound');
    return toSheet(clock, row);
  }

  /** A decision that found the sheet changed or decided meanwhile: which of the two, said plainly. */
  async function refusedDecision(id: number, revision: number): Promise<never> {
    const row = await repository.findSheet(db, id);
    throw row && row.revision !== revision ? conflict('goals.changed') : conflict('goals.notSubmitted');
  }

  return {
    periods: (): GoalPeriods => periodOptions(clock.today()),

    async mine(user: SessionUser, period: string): Promise<MyGoalSheet> {
      const [row, supervisors] = await Promise.all([
        repository.findSheetOf(db, user.id, period),
        supervisorChain(db, user.id),
      ]);
      const supervisor = supervisors[0];
      return {
        period,
        open: isPeriodOpen(period, clock.today()),
        supervisor: supervisor ? toEmployee(supervisor) : null,
        sheet: row ? toSheet(clock, row) : null,
      };
    },

    /** Creates or rewrites my draft (or returned) sheet of an open period. */
    async save(user: SessionUser, request: SaveGoalSheetRequest): Promise<GoalSheet> {
      ensureOpen(request.period);
      const id = await repository.upsertGoals(db, { ownerId: user.id, ...request, now: clock.now() });
      if (id === undefined) throw conflict('goals.notEditable');
      return reload(id);
    },

    async submit(user: SessionUser, { id, revision }: Decision): Promise<GoalSheet> {
      const { row, people } = await visibleSheet(user, id);
      if (row.ownerId !== user.id) throw notFound('goals.notFound');
      if (!canEditGoalSheet(user, { ownerId: row.ownerId, status: row.status as GoalStatus })) {
        throw conflict('goals.notEditable');
      }
      ensureOpen(row.period);
      if (people.supervisorIds.length === 0) throw conflict('goals.noSupervisor');
      if (!(await repository.markSubmitted(db, id, revision, clock.now())))
        await refusedDecision(id, revision);
      return reload(id);
    },

    async approvals(user: SessionUser): Promise<GoalSheetSummary[]> {
      return (await repository.findApprovals(db, user.id)).map((row) => toSummary(clock, row));
    },

    async sheet(user: SessionUser, id: number): Promise<GoalSheet> {
      return toSheet(clock, (await visibleSheet(user, id)).row);
    },

    async approve(user: SessionUser, { id, revision }: Decision): Promise<GoalSheet> {
      const { row, people } = await visibleSheet(user, id);
      if (!canDecideGoalSheet(user, people)) throw forbidden('goals.directSupervisorOnly');
      if (!mayApprove(row.status as GoalStatus)) throw conflict('goals.notSubmitted');
      if (!(await repository.markApproved(db, id, revision, user.id, clock.now())))
        await refusedDecision(id, revision);
      return reload(id);
    },

    /** Sends a submitted sheet back, or reopens an approved one of an open period, with the reason. */
    async giveBack(user: SessionUser, { id, revision, comment }: Decision & { comment: string }) {
      const { row, people } = await visibleSheet(user, id);
      if (!canDecideGoalSheet(user, people)) throw forbidden('goals.directSupervisorOnly');
      if (!mayReturn(row.status as GoalStatus)) throw conflict('goals.notSubmitted');
      ensureOpen(row.period);
      const decision = { deciderId: user.id, comment, now: clock.now() };
      if (!(await repository.markReturned(db, id, revision, decision))) await refusedDecision(id, revision);
      return reload(id);
    },

    /** Everyone under me with their sheet of the period (or none yet). */
    async team(user: SessionUser, period: string): Promise<TeamGoalSheet[]> {
      const members = await teamUnder(db, user.id);
      const sheets = await repository.findSheetsOf(
        db,
        members.map((member) => member.id),
        period,
      );
      const byOwner = new Map(sheets.map((sheet) => [sheet.ownerId, sheet]));
      return members.map((member) => {
        const sheet = byOwner.get(member.id);
        return {
          owner: toEmployee(member),
          direct: member.direct,
          sheetId: sheet?.id ?? null,
          status: (sheet?.status as GoalStatus | undefined) ?? null,
        };
      });
    },

    /** What a download holds: one visible sheet, my own of a period, or my whole team's. */
    async forDownload(user: SessionUser, query: { id?: number; period?: string; team?: '1' }) {
      if (query.id !== undefined) {
        const { row } = await visibleSheet(user, query.id);
        return { period: row.period, sheets: [toSheet(clock, row)], team: null };
      }
      const period = query.period as string;
      if (!query.team) {
        const row = await repository.findSheetOf(db, user.id, period);
        if (!row) throw notFound('goals.notFound');
        return { period, sheets: [toSheet(clock, row)], team: null };
      }
      const members = await teamUnder(db, user.id);
      const rows = await repository.findSheetsOf(
        db,
        members.map((member) => member.id),
        period,
      );
      return { period, sheets: rows.map((row) => toSheet(clock, row)), team: members.map(toEmployee) };
    },
  };
}
