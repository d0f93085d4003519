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
 * Who approves whom in the demo: the first seeded employee of a department heads it and supervises
 * its other members; department heads report to the administrator (the first account, who heads
 * administration). So every demo account finds requests of its own and requests to decide.
 */
export function demoApprovers(employees: readonly SeedEmployee[]) {
  const heads = new Map<string, number>();
  employees.forEach((employee, index) => {
    if (!heads.has(employee.department)) heads.set(employee.department, index);
  });
  const headOf = (department: string) => heads.get(department) ?? 0;

  return {
    /** The requester's supervisor: their department's head, or the administrator above a head. */
    supervisorOf(index: number): number {
      const head = headOf((employees[index] as SeedEmployee).department);
      return head === index ? 0 : head;
    },
    /** The head of a function (finance, HR, …) who approves that step. */
    functionHead: (name: ApprovingFunction) => headOf(FUNCTION_DEPARTMENTS[name]),
  };
}
