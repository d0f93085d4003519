import { and, asc, count, desc, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPublishedAndDue } from '../../db/editorial.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { activities, banners, cultureItems, hotQuestions } from './schema.ts';

/** A hundred activities is years of them; the home list never needs more. */
const ACTIVITY_LIMIT = 100;
/** The carousel has eleven slides; rows beyond them wait for a slot. */
const BANNER_LIMIT = 11;

export const findBanners = (db: Database, now: Date) =>
  db
    .select()
    .from(banners)
    .where(isPublishedAndDue(banners, now))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(BANNER_LIMIT);

export const findActivities = (db: Database, now: Date) =>
  db
    .select()
    .from(activities)
    .where(isPublishedAndDue(activities, now))
    .orderBy(desc(activities.publishedAt), desc(activities.id))
    .limit(ACTIVITY_LIMIT);

export const findCultureItems = (db: Database) =>
  db.select().from(cultureItems).orderBy(asc(cultureItems.sortOrder), asc(cultureItems.id));

export interface HotQuestionFilter {
  pageNo: number;
  pageSize: number;
  title: string;
}

/** One page of hot questions whose title contains `title`, in the editor's order, and how many match. */
export async function findHotQuestionPage(db: Database, now: Date, filter: HotQuestionFilter) {
  const where = and(
    isPublishedAndDue(hotQuestions, now),
    filter.title ? ilike(hotQuestions.title, containsPattern(filter.title)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(hotQuestions)
      .where(where)
      .orderBy(asc(hotQuestions.sortOrder), desc(hotQuestions.publishedAt), asc(hotQuestions.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    db.select({ value: count() }).from(hotQuestions).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}
