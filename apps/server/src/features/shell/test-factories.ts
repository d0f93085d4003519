import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { navLinks } from './schema.ts';

/** A published link in `menu`, effective an hour ago unless told otherwise. */
export async function createNavLink(
  db: Database,
  values: { menu: string } & Partial<typeof navLinks.$inferInsert>,
) {
  const id = randomBytes(3).toString('hex');
  const [link] = await db
    .insert(navLinks)
    .values({
      titleZh: `链接${id}`,
      titleEn: `Link ${id}`,
      url: `/#/page-${id}`,
      publishedAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning();
  return link as typeof navLinks.$inferSelect;
}
