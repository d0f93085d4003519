import type { DocumentKind, EditorialState } from '@portal/contracts';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { users } from '../../people/schema.ts';
import { type DocumentRow, type NewDocument, titleContains } from '../repository.ts';
import { documents } from '../schema.ts';

/** A document as its editor sees it: the row and its author's name. */
export interface EditedDocument extends DocumentRow {
  authorName: string;
}

/** Where a row stands at `now`, in SQL: the same reading as the pages' isPublishedAndDue. */
const stateIs = (state: EditorialState, now: Date): SQL => {
  const notDeleted = isNull(documents.deletedAt);
  const published = and(notDeleted, eq(documents.status, 'published'));
  switch (state) {
    case 'deleted':
      return isNotNull(documents.deletedAt);
    case 'draft':
      return and(notDeleted, eq(documents.status, 'draft')) as SQL;
    case 'scheduled':
      return and(published, gt(documents.publishedAt, now)) as SQL;
    case 'expired':
      return and(published, lte(documents.expiresAt, now)) as SQL;
    case 'live':
      return and(
        published,
        lte(documents.publishedAt, now),
        or(isNull(documents.expiresAt), gt(documents.expiresAt, now)),
      ) as SQL;
  }
};

export interface EditorFilter {
  kind: DocumentKind;
  now: Date;
  /** One state; none means every row outside the recycle bin. */
  state?: EditorialState;
  title?: string;
}

const editorColumns = { document: documents, authorName: sql<string>`coalesce(${users.name}, '')` };
const toEdited = ({
  document,
  authorName,
}: {
  document: DocumentRow;
  authorName: string;
}): EditedDocument => ({
  ...document,
  authorName,
});

/** One page of a kind's documents for its editors: pinned first, then the latest edited. */
export async function findEditorPage(
  db: Database,
  filter: EditorFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EditedDocument[]; totalCount: number }> {
  const where = and(
    eq(documents.kind, filter.kind),
    filter.state ? stateIs(filter.state, filter.now) : isNull(documents.deletedAt),
    filter.title ? titleContains(filter.title) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(editorColumns)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.authorId))
      .where(where)
      .orderBy(desc(documents.pinned), desc(documents.updatedAt), desc(documents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows: rows.map(toEdited), totalCount: total?.value ?? 0 };
}

/** One document of a kind, deleted or not, for its editor; locked for the rest of `tx` when asked. */
export async function findEditedDocument(
  db: Database | Transaction,
  kind: DocumentKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EditedDocument | null> {
  const query = db
    .select(editorColumns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.authorId))
    .where(and(eq(documents.id, id), eq(documents.kind, kind)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: documents }) : await query;
  return row ? toEdited(row) : null;
}

/** The fields an editor changes, cleaned like every document's HTML (insertDocument). */
export type DocumentChanges = Partial<
  Pick<
    NewDocument,
    | 'language'
    | 'title'
    | 'titleEn'
    | 'summary'
    | 'summaryEn'
    | 'department'
    | 'content'
    | 'contentEn'
    | 'pinned'
    | 'status'
    | 'publishedAt'
    | 'expiresAt'
    | 'deletedAt'
  >
>;

/** Writes an editor's changes; the row's updated_at becomes the transaction's time. */
export async function updateDocument(tx: Transaction, id: number, changes: DocumentChanges): Promise<void> {
  const cleaned = { ...changes };
  if (cleaned.content !== undefined) cleaned.content = sanitizeHtml(cleaned.content);
  if (cleaned.contentEn !== undefined) cleaned.contentEn = sanitizeHtml(cleaned.contentEn);
  await tx
    .update(documents)
    .set({ ...cleaned, updatedAt: sql`now()` })
    .where(eq(documents.id, id));
}

/**
 * Announces that a scheduled document's time came (published or expired): the row is written
 * unchanged, so its trigger tells every server's caches, which read the rule by the clock.
 */
export async function touchDocument(db: Database, id: number): Promise<void> {
  await db
    .update(documents)
    .set({ status: sql`${documents.status}` })
    .where(eq(documents.id, id));
}
