import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPublishedAndDue } from '../../db/editorial.ts';
import { navLinks } from './schema.ts';

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
    .where(isPublishedAndDue(navLinks, now))
    .orderBy(asc(navLinks.menu), asc(navLinks.sortOrder), asc(navLinks.id));

export type NavLinkRow = Awaited<ReturnType<typeof findPublishedNavLinks>>[number];
