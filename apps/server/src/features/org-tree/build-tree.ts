import type { Employee, OrgDepartment, OrgTree } from '@portal/contracts';

/** An employee as the tree is built from them: who they are, where they sit, whom they report to. */
export interface OrgMember extends Employee {
  id: number;
  supervisorId: number | null;
}

/** The parts of a department path, without empty ones: "研发中心//平台部/" → ["研发中心", "平台部"]. */
const partsOf = (department: string) =>
  department
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);

/** The path of every department a department path lies in, itself last. */
const ancestorsOf = (parts: string[]) => parts.map((_, index) => parts.slice(0, index + 1).join('/'));

const inside = (department: string, path: string) => department === path || department.startsWith(`${path}/`);

/** Parents before children, siblings in the reader's (Chinese) order. */
function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const order = (left[index] as string).localeCompare(right[index] as string, 'zh');
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

const toEmployee = ({ email, name, department, userId, avatar }: OrgMember): Employee => ({
  email,
  name,
  department,
  userId,
  avatar,
});

/**
 * The department tree of the directory. A department's heads are the people in it or below it who
 * report to someone outside it, or who report to nobody but supervise someone in it: the top of
 * its reporting lines. People without a department are left out.
 */
export function buildOrgTree(people: OrgMember[]): OrgTree {
  const byId = new Map(people.map((person) => [person.id, person]));
  const placed = people
    .map((person) => ({ person, parts: partsOf(person.department) }))
    .filter(({ parts }) => parts.length > 0)
    .map(({ person, parts }) => ({ ...person, department: parts.join('/'), ancestors: ancestorsOf(parts) }));
  const placedById = new Map(placed.map((person) => [person.id, person]));

  const departments = new Map<
    string,
    { members: OrgMember[]; inside: typeof placed; supervisors: Set<number> }
  >();
  const departmentOf = (path: string) => {
    let found = departments.get(path);
    if (!found) {
      found = { members: [], inside: [], supervisors: new Set() };
      departments.set(path, found);
    }
    return found;
  };
  for (const person of placed) {
    departmentOf(person.department).members.push(person);
    const supervisor = person.supervisorId === null ? undefined : placedById.get(person.supervisorId);
    for (const path of person.ancestors) {
      const department = departmentOf(path);
      department.inside.push(person);
      if (supervisor && inside(supervisor.department, path)) department.supervisors.add(supervisor.id);
    }
  }

  const isHead = (person: (typeof placed)[number], path: string, supervisors: Set<number>) => {
    const supervisor = person.supervisorId === null ? undefined : byId.get(person.supervisorId);
    if (!supervisor) return supervisors.has(person.id);
    const supervisorPlace = placedById.get(supervisor.id)?.department ?? '';
    return !inside(supervisorPlace, path);
  };

  const result: OrgDepartment[] = [...departments.entries()]
    .sort(([a], [b]) => comparePaths(a, b))
    .map(([path, department]) => {
      const parts = path.split('/');
      return {
        path,
        name: parts[parts.length - 1] as string,
        parent: parts.length > 1 ? parts.slice(0, -1).join('/') : null,
        heads: department.inside
          .filter((person) => isHead(person, path, department.supervisors))
          .sort((a, b) => a.ancestors.length - b.ancestors.length)
          .map(toEmployee),
        members: department.members.map(toEmployee),
        total: department.inside.length,
      };
    });
  return { departments: result, total: placed.length };
}
