import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments, files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = typeof files.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;
/** What an attachment hangs on. */
export type AttachmentOwner = 'document' | 'honor' | 'procurement';

/** A database or an open transaction (the seed writes inside one). */
type Writer = Pick<Database, 'insert'>;

export async function insertStoredFile(db: Writer, values: NewStoredFile): Promise<void> {
  await db.insert(files).values(values);
}

/** What a user's uploads take in storage (their quota counts it). */
export async function bytesUploadedBy(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  return Number(row?.bytes ?? 0);
}

export async function findStoredFile(db: Database, ossKey: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.ossKey, ossKey)).limit(1);
  return row ?? null;
}

/** The stored files with these keys, in the order asked; unknown keys are left out. */
export async function findStoredFiles(db: Database, ossKeys: string[]): Promise<StoredFile[]> {
  if (ossKeys.length === 0) return [];
  const rows = await db.select().from(files).where(inArray(files.ossKey, ossKeys));
  const byKey = new Map(rows.map((row) => [row.ossKey, row]));
  return ossKeys.flatMap((key) => byKey.get(key) ?? []);
}

/** Attaches stored files to one owner, in the order given. */
export async function insertAttachments(
  db: Writer,
  owner: { type: AttachmentOwner; id: number },
  attached: { ossKey: string; filename: string }[],
): Promise<void> {
  if (attached.length === 0) return;
  await db.insert(attachments).values(
    attached.map((file, index) => ({
      ownerType: owner.type,
      ownerId: owner.id,
      sortOrder: index,
      ...file,
    })),
  );
}

/** The attachments of these owners, grouped by owner id, each group in display order. */
export async function findAttachmentsOf(
  db: Database,
  ownerType: AttachmentOwner,
  ownerIds: number[],
): Promise<Map<number, AttachmentRow[]>> {
  const byOwner = new Map<number, AttachmentRow[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerType, ownerType), inArray(attachments.ownerId, ownerIds)))
    .orderBy(asc(attachments.ownerId), asc(attachments.sortOrder), asc(attachments.id));
  for (const row of rows) {
    const group = byOwner.get(row.ownerId);
    if (group) group.push(row);
    else byOwner.set(row.ownerId, [row]);
  }
  return byOwner;
}
