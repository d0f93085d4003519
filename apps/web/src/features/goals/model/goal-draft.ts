import { type KeyResult, type Objective, objectives as objectivesSchema } from '@portal/contracts';
import { KEY_RESULTS_MAX, OBJECTIVES_MAX, TASKS_MAX, WEIGHT_TOTAL } from '../../../api/contract-values.ts';

/** Pure editing steps of a sheet's goals: each returns a new list, so the editor is plain state. */

export const emptyKeyResult = (weight = WEIGHT_TOTAL): KeyResult => ({ title: '', weight, target: '' });

export const emptyObjective = (weight = WEIGHT_TOTAL): Objective => ({
  title: '',
  weight,
  keyResults: [emptyKeyResult()],
  tasks: [],
});

export const weightTotal = (items: { weight: number }[]) =>
  items.reduce((sum, item) => sum + (item.weight || 0), 0);

/** What a new objective (or key result) gets: the weight still missing from 100, at least 1. */
const remainder = (items: { weight: number }[]) => Math.max(1, WEIGHT_TOTAL - weightTotal(items));

export const canAddObjective = (list: Objective[]) => list.length < OBJECTIVES_MAX;
export const canAddKeyResult = (objective: Objective) => objective.keyResults.length < KEY_RESULTS_MAX;
export const canAddTask = (objective: Objective) => objective.tasks.length < TASKS_MAX;

export const addObjective = (list: Objective[]) => [...list, emptyObjective(remainder(list))];

export const updateObjective = (list: Objective[], index: number, change: Partial<Objective>) =>
  list.map((objective, i) => (i === index ? { ...objective, ...change } : objective));

export const removeAt = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);

export const addKeyResult = (objective: Objective): Partial<Objective> => ({
  keyResults: [...objective.keyResults, emptyKeyResult(remainder(objective.keyResults))],
});

export const replaceAt = <T>(list: T[], index: number, change: Partial<T>) =>
  list.map((item, i) => (i === index ? { ...item, ...change } : item));

/**
 * Whether the goals may be saved and submitted: the contract's own rules (weights adding up to 100,
 * counts, lengths), so the buttons agree with the server.
 */
export const isComplete = (list: Objective[]) => objectivesSchema.safeParse(list).success;
