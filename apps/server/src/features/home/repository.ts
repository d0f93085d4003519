import type { Language } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, banners, cultureItems, documents, hotQuestions } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { isPublishedBy } from './published.ts';

/** A hundred activities is years of them; the home list never needs more. */
const ACTIVITY_LIMIT = 100;
/** SPEC §1: the carousel has eleven slides; rows beyond them wait for a slot. */
const BANNER_LIMIT = 11;
const RULE_DOC_KINDS = ['manage', 'process', 'template'] as const;

export const findBanners = (db: Database, now: Date) =>
  db
    .select()
    .from(banners)
    .where(isPublishedBy(banners, now))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(BANNER_LIMIT);

/** News/notices of any column in one language, newest first. */
export const findLatestNews = (db: Database, now: Date, language: Language, limit: number) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.kind, 'inform'), eq(documents.language, language), isPublishedBy(documents, now)))
    .orderBy(desc(documents.publishedAt), desc(documents.id))
    .limit(limit);

/** Management rules, processes and templates, newest first. */
export const findLatestRuleDocs = (db: Database, now: Date, limit: number) =>
  db
    .select()
    .from(documents)
    .where(and(inArray(documents.kind, [...RULE_DOC_KINDS]), isPublishedBy(documents, now)))
    .orderBy(desc(documents.publishedAt), desc(documents.id))
    .limit(limit);

export const findActivities = (db: Database, now: Date) =>
  db
    .select()
    .from(activities)
    .where(isPublishedBy(activities, now))
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
    isPublishedBy(hotQuestions, now),
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
