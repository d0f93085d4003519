import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { attachments, files, uploadReservations } from './schema.ts';

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

/** First key of the advisory locks that queue one user's quota reservations (second key: the user). */
const UPLOAD_QUOTA_LOCK = 73_002;

const lockUploadQuota = (tx: Transaction, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, ${userId}::int)`);

/** What a user's recorded uploads and live reservations take (their quota counts both). */
async function bytesClaimedBy(db: Pick<Database, 'select'>, userId: number, now: Date): Promise<number> {
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  const [reserved] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadReservations.bytes}), 0)` })
    .from(uploadReservations)
    .where(and(eq(uploadReservations.userId, userId), gt(uploadReservations.expiresAt, now)));
  return Number(stored?.bytes ?? 0) + Number(reserved?.bytes ?? 0);
}

/**
 * Claims `bytes` of the user's quota before the upload is stored, or says what is already taken.
 * The user's reservations queue behind one advisory lock, so parallel uploads are counted one after
 * another: each sees the bytes the others claimed. Expired reservations (a crashed upload) are
 * dropped on the way.
 */
export async function reserveUploadBytes(
  db: Database,
  claim: { userId: number; bytes: number; quota: number; now: Date; expiresAt: Date },
): Promise<{ reservationId: number } | { used: number }> {
  return db.transaction(async (tx) => {
    await lockUploadQuota(tx, claim.userId);
    await tx
      .delete(uploadReservations)
      .where(and(eq(uploadReservations.userId, claim.userId), lte(uploadReservations.expiresAt, claim.now)));
    const used = await bytesClaimedBy(tx, claim.userId, claim.now);
    if (used + claim.bytes > claim.quota) return { used };
    const [row] = await tx
      .insert(uploadReservations)
      .values({ userId: claim.userId, bytes: claim.bytes, expiresAt: claim.expiresAt })
      .returning({ id: uploadReservations.id });
    if (!row) throw new Error('upload_reservations insert returned no row');
    return { reservationId: row.id };
  });
}

/** Gives a reservation's bytes back (the upload failed). */
export async function releaseUploadReservation(db: Database, reservationId: number): Promise<void> {
  await db.delete(uploadReservations).where(eq(uploadReservations.id, reservationId));
}

/**
 * Records a reserved upload's file and drops its reservation in one transaction: its bytes count
 * once. It queues behind the same lock as reservations: a reservation counting files, then
 * reservations, in two reads must not see the file in neither (added after the first read, its
 * reservation gone before the second).
 */
export async function insertReservedFile(
  db: Database,
  reservationId: number,
  values: NewStoredFile,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUploadQuota(tx, values.uploadedBy);
    await tx.insert(files).values(values);
    await tx.delete(uploadReservations).where(eq(uploadReservations.id, reservationId));
  });
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

/** Makes an owner's attachments exactly these, in this order (an editor saving its list). */
export async function replaceAttachments(
  tx: Transaction,
  owner: { type: AttachmentOwner; id: number },
  attached: { ossKey: string; filename: string }[],
): Promise<void> {
  await tx
    .delete(attachments)
    .where(and(eq(attachments.ownerType, owner.type), eq(attachments.ownerId, owner.id)));
  await insertAttachments(tx, owner, attached);
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
