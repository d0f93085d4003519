import { z } from 'zod';
import { employee } from './people.ts';
import { bodyId, INT4_MAX, maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';

/**
 * Goals (OTKR): an employee's objectives for a half year, each with key results and tasks, approved
 * by the employee's direct supervisor (docs/goals.md).
 */

/** Goals are set per half year: "2026-H2" runs from July to December 2026. */
export const GOAL_PERIOD_PATTERN = /^(20\d\d)-H([12])$/;
export const OBJECTIVES_MAX = 10;
export const KEY_RESULTS_MAX = 8;
export const TASKS_MAX = 10;
export const GOAL_TITLE_MAX = 200;
export const KEY_RESULT_TARGET_MAX = 100;
export const RETURN_COMMENT_MAX = 500;
/** Weights are whole percentages: the objectives' weights, and each objective's key results', sum to this. */
export const WEIGHT_TOTAL = 100;

export const GOAL_STATUSES = ['draft', 'submitted', 'approved', 'returned'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** Where a sheet is downloaded as .xlsx (a navigation): `?period=` mine, `&team=1` my team's, or `?id=` one sheet. */
export const GOALS_DOWNLOAD_PATH = '/otkr/download';

export const goalPeriod = z.string().regex(GOAL_PERIOD_PATTERN, { message: 'goals.periodFormat' });

const title = () =>
  text()
    .trim()
    .min(1, { message: 'goals.titleRequired' })
    .check(maxChars(GOAL_TITLE_MAX, { message: 'goals.titleTooLong' }));
const weight = () =>
  z
    .number({ message: 'goals.weightRange' })
    .int({ message: 'goals.weightRange' })
    .min(1, { message: 'goals.weightRange' })
    .max(WEIGHT_TOTAL, { message: 'goals.weightRange' });
const sumOfWeights = (items: { weight: number }[]) => items.reduce((sum, item) => sum + item.weight, 0);

export const keyResult = z.object({
  title: title(),
  weight: weight(),
  /** What counts as done, as the owner writes it ("P99 < 200 ms", "3 个客户签约"). */
  target: text()
    .trim()
    .check(maxChars(KEY_RESULT_TARGET_MAX, { message: 'goals.targetTooLong' })),
});
export type KeyResult = z.infer<typeof keyResult>;

export const goalTask = z.object({ title: title() });

export const objective = z
  .object({
    title: title(),
    weight: weight(),
    keyResults: z
      .array(keyResult)
      .min(1, { message: 'goals.keyResultsCount' })
      .max(KEY_RESULTS_MAX, { message: 'goals.keyResultsCount' }),
    tasks: z.array(goalTask).max(TASKS_MAX, { message: 'goals.tasksCount' }),
  })
  .refine((item) => sumOfWeights(item.keyResults) === WEIGHT_TOTAL, { message: 'goals.keyResultWeights' });
export type Objective = z.infer<typeof objective>;

export const objectives = z
  .array(objective)
  .min(1, { message: 'goals.objectivesCount' })
  .max(OBJECTIVES_MAX, { message: 'goals.objectivesCount' })
  .refine((items) => sumOfWeights(items) === WEIGHT_TOTAL, { message: 'goals.objectiveWeights' });

/** A period of the picker: `open` when goals of it may still be written, submitted and returned. */
export const goalPeriodOption = z.object({ period: z.string(), open: z.boolean() });
export const goalPeriods = z.object({ current: z.string(), periods: z.array(goalPeriodOption) });
export type GoalPeriods = z.infer<typeof goalPeriods>;

export const goalSheet = z.object({
  id: z.number(),
  period: z.string(),
  owner: employee,
  status: z.enum(GOAL_STATUSES),
  /** Grows with every save and decision: a decision names the revision its supervisor read. */
  revision: z.number(),
  objectives: z.array(objective),
  /** The supervisor's reason, while the sheet is returned. */
  returnComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: employee.nullable(),
  updatedAt: z.string(),
});
export type GoalSheet = z.infer<typeof goalSheet>;

/** My sheet of a period (null before the first save), whether the period is open, and who approves. */
export const myGoalSheet = z.object({
  period: z.string(),
  open: z.boolean(),
  supervisor: employee.nullable(),
  sheet: goalSheet.nullable(),
});
export type MyGoalSheet = z.infer<typeof myGoalSheet>;

/** A sheet in a list (approvals inbox, team): no goals, who and where it stands. */
export const goalSheetSummary = z.object({
  id: z.number(),
  period: z.string(),
  owner: employee,
  status: z.enum(GOAL_STATUSES),
  revision: z.number(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type GoalSheetSummary = z.infer<typeof goalSheetSummary>;

/** A member of my team (everyone under me) and their sheet of the period, if any. */
export const teamGoalSheet = z.object({
  owner: employee,
  direct: z.boolean(),
  sheetId: z.number().nullable(),
  status: z.enum(GOAL_STATUSES).nullable(),
});
export type TeamGoalSheet = z.infer<typeof teamGoalSheet>;

export const goalPeriodQuery = z.object({ period: goalPeriod });
export const goalSheetQuery = z.object({ id: queryId() });
export const saveGoalSheetRequest = z.object({ period: goalPeriod, objectives });
export type SaveGoalSheetRequest = z.infer<typeof saveGoalSheetRequest>;
export const goalDecisionRequest = z.object({
  id: bodyId(),
  revision: z.number().int().min(1).max(INT4_MAX),
});
export const returnGoalSheetRequest = goalDecisionRequest.extend({
  comment: text()
    .trim()
    .min(1, { message: 'goals.commentRequired' })
    .check(maxChars(RETURN_COMMENT_MAX, { message: 'goals.commentTooLong' })),
});
export const goalsDownloadQuery = z
  .object({ id: queryId().optional(), period: goalPeriod.optional(), team: z.literal('1').optional() })
  .refine((query) => (query.id === undefined) !== (query.period === undefined), {
    message: 'goals.downloadTarget',
  })
  .refine((query) => !(query.team && query.id !== undefined), { message: 'goals.downloadTarget' });

/** Why goals were refused: their shape, their period, or the approval step. */
export const GOALS_ERROR_KEYS = [
  'goals.periodFormat',
  'goals.titleRequired',
  'goals.titleTooLong',
  'goals.targetTooLong',
  'goals.weightRange',
  'goals.objectivesCount',
  'goals.keyResultsCount',
  'goals.tasksCount',
  'goals.objectiveWeights',
  'goals.keyResultWeights',
  'goals.commentRequired',
  'goals.commentTooLong',
  'goals.downloadTarget',
  'goals.notFound',
  'goals.periodClosed',
  'goals.notEditable',
  'goals.noSupervisor',
  'goals.directSupervisorOnly',
  'goals.notSubmitted',
  'goals.changed',
] as const;

export const goalsRoutes = {
  goalPeriods: define({ method: 'GET', path: '/otkr/periods', answer: goalPeriods }),
  goalSheetMine: define({ method: 'GET', path: '/otkr/my', query: goalPeriodQuery, answer: myGoalSheet }),
  goalSheetSave: define({
    method: 'POST',
    path: '/otkr/save',
    body: saveGoalSheetRequest,
    answer: goalSheet,
  }),
  goalSheetSubmit: define({
    method: 'POST',
    path: '/otkr/submit',
    body: goalDecisionRequest,
    answer: goalSheet,
  }),
  /** My direct reports' submitted and decided sheets, waiting ones first. */
  goalApprovals: define({ method: 'GET', path: '/otkr/approvals', answer: z.array(goalSheetSummary) }),
  goalSheet: define({ method: 'GET', path: '/otkr/sheet', query: goalSheetQuery, answer: goalSheet }),
  goalSheetApprove: define({
    method: 'POST',
    path: '/otkr/approve',
    body: goalDecisionRequest,
    answer: goalSheet,
  }),
  goalSheetReturn: define({
    method: 'POST',
    path: '/otkr/return',
    body: returnGoalSheetRequest,
    answer: goalSheet,
  }),
  goalSheetsTeam: define({
    method: 'GET',
    path: '/otkr/team',
    query: goalPeriodQuery,
    answer: z.array(teamGoalSheet),
  }),
} as const;
