import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleryActivities, galleryItems } from './schema.ts';

/** Every activity, newest year first, each year in its own order. */
export const findActivities = (db: Database) =>
  db
    .select()
    .from(galleryActivities)
    .orderBy(
      desc(galleryActivities.year),
      asc(galleryActivities.sortOrder),
      asc(galleryActivities.activityNo),
    );

export async function findActivity(db: Database, activityNo: number) {
  const [row] = await db
    .select()
    .from(galleryActivities)
    .where(eq(galleryActivities.activityNo, activityNo))
    .limit(1);
  return row;
}

export interface GalleryItemFilter {
  activityNo: number;
  /** The month of a monthly gallery; undefined for the others. */
  month?: number;
  /** Leaves out the teams a company entered (the running teams' gallery shows only staff teams). */
  withoutCompanyTeams: boolean;
}

/** A gallery's pictures in the editor's order. */
export function findGalleryItems(db: Database, filter: GalleryItemFilter) {
  const conditions: SQL[] = [eq(galleryItems.activityNo, filter.activityNo)];
  if (filter.month !== undefined) conditions.push(eq(galleryItems.month, filter.month));
  if (filter.withoutCompanyTeams) conditions.push(isNull(galleryItems.company));
  return db
    .select({
      childName: galleryItems.childName,
      parentName: galleryItems.parentName,
      description: galleryItems.description,
      member: galleryItems.member,
      imageKey: galleryItems.imageKey,
    })
    .from(galleryItems)
    .where(and(...conditions))
    .orderBy(asc(galleryItems.sortOrder), asc(galleryItems.id));
}
