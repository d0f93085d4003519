import { randomBytes } from 'node:crypto';
import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../files/schema.ts';
import { galleryActivities, galleryItems } from './schema.ts';

const unique = () => randomBytes(4).toString('hex');

/** An activity of the given number (SPEC's numbers are the keys), in 2025 unless told. */
export async function createGalleryActivity(
  db: Database,
  activityNo: number,
  overrides: Partial<typeof galleryActivities.$inferInsert> = {},
) {
  const [activity] = await db
    .insert(galleryActivities)
    .values({
      activityNo,
      year: 2025,
      nameZh: `活动${unique()}`,
      nameEn: `Activity ${unique()}`,
      ...overrides,
    })
    .returning();
  return activity as typeof galleryActivities.$inferSelect;
}

/** A picture of an activity that must exist; its image is a stored file row of its own unless given. */
export async function createGalleryItem(
  db: Database,
  values: { activityNo: number } & Partial<typeof galleryItems.$inferInsert>,
) {
  const imageKey = values.imageKey === undefined ? await createImageFile(db) : values.imageKey;
  const [item] = await db
    .insert(galleryItems)
    .values({ childName: `小朋友${unique()}`, parentName: '家长', description: '作品', ...values, imageKey })
    .returning();
  return item as typeof galleryItems.$inferSelect;
}

/** A file row (no bytes: listing a gallery only names the file). */
async function createImageFile(db: Database) {
  const owner = await createUser(db);
  const ossKey = `test-${unique()}.png`;
  await db
    .insert(files)
    .values({ ossKey, name: 'picture.png', contentType: 'image/png', size: 1, uploadedBy: owner.id });
  return ossKey;
}
