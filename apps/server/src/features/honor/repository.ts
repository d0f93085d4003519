import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPublishedAndDue } from '../../db/editorial.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { users } from '../people/schema.ts';
import { awards, honors } from './schema.ts';

export interface HonorFilter {
  awardId?: number;
  month?: string;
  name?: string;
  companyName?: string;
}

function honorConditions(filter: HonorFilter, now: Date): SQL {
  const conditions = [isPublishedAndDue(honors, now)];
  if (filter.awardId !== undefined) conditions.push(eq(honors.awardId, filter.awardId));
  if (filter.month) conditions.push(eq(honors.month, filter.month));
  // Team names are comma-separated, so "contains" finds a member of a team too.
  if (filter.name) conditions.push(ilike(honors.name, containsPattern(filter.name)));
  if (filter.companyName) conditions.push(eq(honors.companyName, filter.companyName));
  return and(...conditions) as SQL;
}

const honorColumns = {
  id: honors.id,
  name: honors.name,
  award: awards.award,
  awardId: honors.awardId,
  department: honors.department,
  prize: honors.prize,
  time: honors.month,
  title: honors.title,
  article: honors.article,
};

export function findAwards(db: Database) {
  return db
    .select({ id: awards.id, award: awards.award })
    .from(awards)
    .orderBy(asc(awards.sortOrder), asc(awards.id));
}

/** Newest month first, then in the awards' order: the page's top list takes the first four. */
export function findHonors(
  db: Database,
  filter: HonorFilter,
  now: Date,
  page: { offset: number; limit: number },
) {
  return db
    .select(honorColumns)
    .from(honors)
    .innerJoin(awards, eq(awards.id, honors.awardId))
    .where(honorConditions(filter, now))
    .orderBy(desc(honors.month), asc(awards.sortOrder), asc(honors.awardId), asc(honors.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countHonors(db: Database, filter: HonorFilter, now: Date) {
  const [row] = await db.select({ total: count() }).from(honors).where(honorConditions(filter, now));
  return row?.total ?? 0;
}

/** One published honor with who published it and when. */
export async function findHonor(db: Database, id: number, now: Date) {
  const [row] = await db
    .select({ ...honorColumns, publishedAt: honors.publishedAt, publisherDepartment: users.department })
    .from(honors)
    .innerJoin(awards, eq(awards.id, honors.awardId))
    .leftJoin(users, eq(users.id, honors.authorId))
    .where(and(eq(honors.id, id), isPublishedAndDue(honors, now)));
  return row;
}

/** True when the honor exists, is published and its time has come (a comment thread's resource). */
export async function isHonorVisible(db: Database, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: honors.id })
    .from(honors)
    .where(and(eq(honors.id, id), isPublishedAndDue(honors, now)))
    .limit(1);
  return row !== undefined;
}
