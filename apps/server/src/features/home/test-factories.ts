import { randomBytes } from 'node:crypto';
import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../files/schema.ts';
import { documents } from '../rules/schema.ts';
import { activities, banners, cultureItems, hotQuestions } from './schema.ts';

const unique = () => randomBytes(4).toString('hex');

/** A stored-file row (the bytes are not needed by list calls), with its own uploader. */
export async function createPictureFile(db: Database) {
  const uploader = await createUser(db);
  const [file] = await db
    .insert(files)
    .values({
      ossKey: `test-${unique()}.png`,
      name: 'picture.png',
      contentType: 'image/png',
      size: 1,
      uploadedBy: uploader.id,
    })
    .returning();
  return file as typeof files.$inferSelect;
}

export async function createBanner(db: Database, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const imageKey = overrides.imageKey ?? (await createPictureFile(db)).ossKey;
  const [row] = await db
    .insert(banners)
    .values({ title: `Banner ${unique()}`, linkUrl: '/#/honor', ...overrides, imageKey })
    .returning();
  return row as typeof banners.$inferSelect;
}

/** A news/notice (kind inform) or a rule doc; notices default to column 49 in Chinese. */
export async function createDocument(db: Database, overrides: Partial<typeof documents.$inferInsert> = {}) {
  const kind = overrides.kind ?? 'inform';
  const [row] = await db
    .insert(documents)
    .values({
      kind,
      columnId: kind === 'inform' ? 49 : null,
      title: `文档 ${unique()}`,
      department: '行政部',
      ...overrides,
    })
    .returning();
  return row as typeof documents.$inferSelect;
}

export async function createActivity(db: Database, overrides: Partial<typeof activities.$inferInsert> = {}) {
  const [row] = await db
    .insert(activities)
    .values({ title: `活动 ${unique()}`, linkUrl: '/#/activity?activityNo=13', ...overrides })
    .returning();
  return row as typeof activities.$inferSelect;
}

export async function createHotQuestion(
  db: Database,
  overrides: Partial<typeof hotQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(hotQuestions)
    .values({ title: `问题 ${unique()}`, answer: '答案', ...overrides })
    .returning();
  return row as typeof hotQuestions.$inferSelect;
}

export async function createCultureItem(
  db: Database,
  values: Pick<typeof cultureItems.$inferInsert, 'circle'> & Partial<typeof cultureItems.$inferInsert>,
) {
  const ossKey = values.ossKey ?? (await createPictureFile(db)).ossKey;
  const [row] = await db
    .insert(cultureItems)
    .values({ ...values, ossKey })
    .returning();
  return row as typeof cultureItems.$inferSelect;
}

/** An instant `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
