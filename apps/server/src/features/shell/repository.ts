import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { navLinks } from '../../db/schema.ts';

/** Published links whose publish time has come, each menu in the editor's order. */
export const findPublishedNavLinks = (db: Database, now: Date) =>
  db
    .select({
      id: navLinks.id,
      menu: navLinks.menu,
      titleZh: navLinks.titleZh,
      titleEn: navLinks.titleEn,
      url: navLinks.url,
    })
    .from(navLinks)
    .where(and(eq(navLinks.status, 'published'), lte(navLinks.publishedAt, now)))
    .orderBy(asc(navLinks.menu), asc(navLinks.sortOrder), asc(navLinks.id));

export type NavLinkRow = Awaited<ReturnType<typeof findPublishedNavLinks>>[number];
