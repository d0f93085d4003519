import { PROJECT_YEAR_MIN } from '../../../api/contract-values.ts';

/** The year filter's choices: from five years back to next year, the latest first. */
export function yearOptions(thisYear: number): number[] {
  const first = Math.max(PROJECT_YEAR_MIN, thisYear - 5);
  return Array.from({ length: thisYear + 1 - first + 1 }, (_, index) => thisYear + 1 - index);
}
