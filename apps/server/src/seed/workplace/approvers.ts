import { supervisorIndexes } from '../directory.ts';
import type { SeedEmployee } from '../employees.ts';

/** The departments whose heads approve a type's later steps (finance, HR, administration, legal). */
const FUNCTION_DEPARTMENTS = {
  finance: '财务部/核算组',
  hr: '人力资源部/组织发展组',
  admin: '行政部/综合事务组',
  legal: '法务部',
} as const;
export type ApprovingFunction = keyof typeof FUNCTION_DEPARTMENTS;

/**
 * Who approves whom in the demo: the requester's supervisor of the directory's reporting lines
 * (seed/directory.ts), then the head of the function a type needs (its department's first employee).
 * The administrator, the general manager, reports to nobody, so their own requests skip that step.
 */
export function demoApprovers(employees: readonly SeedEmployee[]) {
  const supervisors = supervisorIndexes(employees);
  const heads = new Map<string, number>();
  employees.forEach((employee, index) => {
    if (!heads.has(employee.department)) heads.set(employee.department, index);
  });

  return {
    /** The requester's supervisor; the requester themselves when there is none (the step is then dropped). */
    supervisorOf: (index: number): number => supervisors[index] ?? index,
    /** The head of a function (finance, HR, …) who approves that step. */
    functionHead: (name: ApprovingFunction) => heads.get(FUNCTION_DEPARTMENTS[name]) ?? 0,
  };
}
