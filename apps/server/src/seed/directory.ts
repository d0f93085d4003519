import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { users } from '../features/people/schema.ts';
import type { SeedEmployee } from './employees.ts';

/** The demo account (by seed index) that also enters holidays and publishes software. */
const DEMO_EDITOR = 1;
const DEMO_EDITOR_RIGHTS = ['holiday:edit', 'software:publish'];

/** The administrator, first in the seed, is the general manager the top departments' heads report to. */
const GENERAL_MANAGER = 0;
const MOBILE_PREFIXES = ['138', '139', '186', '137', '158', '135', '188', '150', '133', '177'];
/** Education codes in the proportions a tech company has (mostly bachelor and master). */
const EDUCATION_CYCLE = [2, 2, 0, 2, 0, 3, 2, 1, 0, 2, 4, 2];

const pathsOf = (department: string) => {
  const parts = department.split('/');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
};

/**
 * Reporting lines: each department's head is its first employee in seed order (of it and every
 * department below it); everyone reports to the head of the nearest department they do not head
 * themselves, and the heads of the top departments report to the administrator (the general
 * manager, the first employee), who reports to nobody.
 */
export function supervisorIndexes(employees: readonly Pick<SeedEmployee, 'department'>[]): (number | null)[] {
  const heads = new Map<string, number>();
  employees.forEach((employee, index) => {
    for (const path of pathsOf(employee.department)) if (!heads.has(path)) heads.set(path, index);
  });
  return employees.map((employee, index) => {
    const nearest = pathsOf(employee.department)
      .reverse()
      .map((path) => heads.get(path) as number)
      .find((head) => head !== index);
    return nearest ?? (index === GENERAL_MANAGER ? null : GENERAL_MANAGER);
  });
}

/** The directory card's fields, from the employee's place in the seed (no random draw). */
export const phoneOf = (index: number) =>
  `${MOBILE_PREFIXES[index % MOBILE_PREFIXES.length]}${String((12_345_678 + index * 7_654_321) % 100_000_000).padStart(8, '0')}`;
const workerStatusOf = (index: number) => (index % 37 === 5 ? 0 : index % 61 === 7 ? 2 : 1);
const educationOf = (index: number) => EDUCATION_CYCLE[index % EDUCATION_CYCLE.length] as number;

/** Supervisors, phones, worker statuses and education of the seeded employees, and the demo editor's rights. */
export async function seedDirectory(tx: Transaction, employees: SeedEmployee[], userIds: number[]) {
  const supervisors = supervisorIndexes(employees);
  for (const [index, employee] of employees.entries()) {
    const supervisor = supervisors[index];
    await tx
      .update(users)
      .set({
        supervisorId:
          supervisor === null || supervisor === undefined ? null : (userIds[supervisor] as number),
        phone: phoneOf(index),
        workerStatus: workerStatusOf(index),
        education: educationOf(index),
        ...(index === DEMO_EDITOR ? { roles: [...employee.roles, ...DEMO_EDITOR_RIGHTS] } : {}),
      })
      .where(eq(users.id, userIds[index] as number));
  }
}
