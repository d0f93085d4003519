import { randomBytes } from 'node:crypto';
import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { attachments, files } from '../files/schema.ts';
import { awards, honors } from './schema.ts';

const unique = () => randomBytes(4).toString('hex');

export async function createAward(db: Database, overrides: Partial<typeof awards.$inferInsert> = {}) {
  const [award] = await db
    .insert(awards)
    .values({ award: `奖项${unique()}`, ...overrides })
    .returning();
  return award as typeof awards.$inferSelect;
}

/** A published honor of last month by default, with its own award and author unless given. */
export async function createHonor(db: Database, overrides: Partial<typeof honors.$inferInsert> = {}) {
  const awardId = overrides.awardId ?? (await createAward(db)).id;
  const authorId = overrides.authorId ?? (await createUser(db)).id;
  const [honor] = await db
    .insert(honors)
    .values({
      name: `获奖者${unique()}`,
      month: '2026-10',
      department: '研发中心/质量保障部',
      prize: '荣誉证书',
      title: '月度之星',
      article: '<p>感谢付出</p>',
      publishedAt: new Date(Date.now() - 86_400_000),
      ...overrides,
      awardId,
      authorId,
    })
    .returning();
  return honor as typeof honors.$inferSelect;
}

/** Stores a file row (no bytes needed for listing) and attaches it to the honor at `sortOrder`. */
export async function attachToHonor(db: Database, honorId: number, filename: string, sortOrder: number) {
  const owner = await createUser(db);
  const ossKey = `test-${unique()}-${filename}`;
  await db
    .insert(files)
    .values({ ossKey, name: filename, contentType: 'image/png', size: 1, uploadedBy: owner.id });
  const [attachment] = await db
    .insert(attachments)
    .values({ ownerType: 'honor', ownerId: honorId, ossKey, filename, sortOrder })
    .returning();
  return attachment as typeof attachments.$inferSelect;
}
