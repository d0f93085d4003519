import type { Employee, OrgDepartment } from '@portal/contracts';
import { hasSpecialCharacters } from '@portal/contracts/helpers';

export interface OrgTreeNode {
  key: string;
  department: OrgDepartment;
  children: OrgTreeNode[];
}

/** The flat list (parents first) as nested nodes for the tree. */
export function toTreeNodes(departments: OrgDepartment[]): OrgTreeNode[] {
  const nodes = new Map<string, OrgTreeNode>();
  const roots: OrgTreeNode[] = [];
  for (const department of departments) {
    const node = { key: department.path, department, children: [] };
    nodes.set(department.path, node);
    const parent = department.parent === null ? undefined : nodes.get(department.parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Every department a path lies in, without itself: "a/b/c" → ["a", "a/b"]. */
export const ancestorPaths = (path: string) => {
  const parts = path.split('/');
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'));
};

export type OrgSearch =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'found'; people: Employee[]; departments: string[]; expanded: string[] };

/** At most this many people are listed for one search. */
export const MAX_FOUND_PEOPLE = 50;

/**
 * People whose name or email contains the keyword and departments whose path contains it, with the
 * departments to open so that each is in view (their parents, and a found person's department). A
 * keyword with special characters is refused (`@ . _ - /` are fine: emails and paths have them).
 */
export function searchOrg(departments: OrgDepartment[], keyword: string): OrgSearch {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return { kind: 'none' };
  if (hasSpecialCharacters(wanted)) return { kind: 'invalid' };
  const found = departments.filter((department) => department.path.toLowerCase().includes(wanted));
  const people = new Map<string, Employee>();
  for (const department of departments) {
    for (const member of department.members) {
      if (member.name.toLowerCase().includes(wanted) || member.email.toLowerCase().includes(wanted))
        people.set(member.email, member);
    }
  }
  const personList = [...people.values()].slice(0, MAX_FOUND_PEOPLE);
  const expanded = new Set<string>();
  for (const department of found) for (const path of ancestorPaths(department.path)) expanded.add(path);
  for (const person of personList) {
    for (const path of ancestorPaths(person.department)) expanded.add(path);
    expanded.add(person.department);
  }
  return {
    kind: 'found',
    people: personList,
    departments: found.map((department) => department.path),
    expanded: [...expanded],
  };
}
