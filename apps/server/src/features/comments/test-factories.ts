import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { documents } from '../rules/schema.ts';

/** A published rule document (the resource of a type 2 thread). */
export async function createDocument(db: Database, overrides: Partial<typeof documents.$inferInsert> = {}) {
  const [document] = await db
    .insert(documents)
    .values({
      kind: 'manage',
      title: `制度${randomBytes(4).toString('hex')}`,
      publishedAt: new Date(Date.now() - 86_400_000),
      ...overrides,
    })
    .returning();
  return document as typeof documents.$inferSelect;
}
