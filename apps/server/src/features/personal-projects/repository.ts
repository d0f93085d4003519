import type { ProjectStatus } from '@portal/contracts';
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { personalProjects } from './schema.ts';

export type ProjectRow = typeof personalProjects.$inferSelect;
export type ProjectValues = Pick<
  typeof personalProjects.$inferInsert,
  'name' | 'role' | 'status' | 'startDate' | 'endDate' | 'progress' | 'description'
>;

export interface ProjectFilter {
  status?: ProjectStatus;
  year?: number;
  keyword?: string;
}

/** Far above the projects one person keeps. */
const PROJECTS_LIMIT = 1000;

/**
 * The owner's projects matching the filter, the latest start first. A project counts in every year
 * it runs: started by the year's end and not ended before it began (no end date: still running).
 */
export function findOwnProjects(db: Database, ownerId: number, filter: ProjectFilter) {
  const { year, keyword } = filter;
  const pattern = keyword === undefined ? undefined : containsPattern(keyword);
  return db
    .select()
    .from(personalProjects)
    .where(
      and(
        eq(personalProjects.ownerId, ownerId),
        filter.status === undefined ? undefined : eq(personalProjects.status, filter.status),
        year === undefined
          ? undefined
          : and(
              lte(personalProjects.startDate, `${year}-12-31`),
              or(isNull(personalProjects.endDate), gte(personalProjects.endDate, `${year}-01-01`)),
            ),
        pattern === undefined
          ? undefined
          : or(
              sql`${personalProjects.name} ilike ${pattern}`,
              sql`${personalProjects.role} ilike ${pattern}`,
              sql`${personalProjects.description} ilike ${pattern}`,
            ),
      ),
    )
    .orderBy(desc(personalProjects.startDate), asc(personalProjects.id))
    .limit(PROJECTS_LIMIT);
}

export async function findProject(db: Database, id: number) {
  const [row] = await db.select().from(personalProjects).where(eq(personalProjects.id, id)).limit(1);
  return row;
}

export async function insertProject(db: Database, ownerId: number, values: ProjectValues, now: Date) {
  const [row] = await db
    .insert(personalProjects)
    .values({ ...values, ownerId, createdAt: now, updatedAt: now })
    .returning();
  return row as ProjectRow;
}

/** Changes the owner's project; undefined when it no longer exists or is not theirs. */
export async function updateOwnProject(
  db: Database,
  id: number,
  ownerId: number,
  values: ProjectValues,
  now: Date,
) {
  const [row] = await db
    .update(personalProjects)
    .set({ ...values, updatedAt: now })
    .where(and(eq(personalProjects.id, id), eq(personalProjects.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteOwnProject(db: Database, id: number, ownerId: number) {
  const rows = await db
    .delete(personalProjects)
    .where(and(eq(personalProjects.id, id), eq(personalProjects.ownerId, ownerId)))
    .returning({ id: personalProjects.id });
  return rows.length === 1;
}
