import { z } from 'zod';
import { employee } from './people.ts';
import { define } from './route-definition.ts';

/**
 * One department of the organisation tree, built from the directory's department paths
 * (`研发中心/平台研发部/基础架构组`): its heads (docs/org-tree.md says who they are), the people
 * whose own department it is, and how many people work in it and below it.
 */
export const orgDepartment = z.object({
  /** The full path, its identity. */
  path: z.string(),
  /** The last part of the path. */
  name: z.string(),
  /** The path of the department it belongs to; null at the top. */
  parent: z.string().nullable(),
  heads: z.array(employee),
  members: z.array(employee),
  /** People in this department and every department below it. */
  total: z.number(),
});
export type OrgDepartment = z.infer<typeof orgDepartment>;

/** Every department, parents before their children, siblings by name. */
export const orgTree = z.object({ departments: z.array(orgDepartment), total: z.number() });
export type OrgTree = z.infer<typeof orgTree>;

export const orgTreeRoutes = {
  // Added: the original call behind /orgTree is not shown.
  orgTree: define({ method: 'GET', path: '/orgTree/tree', answer: orgTree }),
} as const;
