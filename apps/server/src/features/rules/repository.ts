import type { DocumentKind, TemplateCategory } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments, documents } from '../../db/schema.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;

/** A database or an open transaction (the seed writes inside one). */
type Writer = Pick<Database, 'insert'>;

/**
 * The one way a document is written: its HTML goes through sanitizeHtml here, before it is saved,
 * so the pages only ever render cleaned HTML (issue 3 §3) whoever writes (seed, editor console).
 */
export async function insertDocument(db: Writer, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, content: sanitizeHtml(values.content ?? '') })
    .returning();
  if (!row) throw new Error('insert returned no document');
  return row;
}

/** Attaches stored files to a document, in the order given. */
export async function insertDocumentAttachments(
  db: Writer,
  documentId: number,
  files: { ossKey: string; filename: string }[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(attachments)
    .values(
      files.map((file, index) => ({ ownerType: 'document', ownerId: documentId, sortOrder: index, ...file })),
    );
}

export interface DocumentFilter {
  kind: DocumentKind;
  /** Only published rows whose publish time has come are shown (team rules: editorial rows). */
  now: Date;
  title?: string;
  templateCategory?: TemplateCategory;
  templateType?: string;
  columnId?: number;
  language?: string;
}

export function visibleDocument(now: Date): SQL {
  return and(eq(documents.status, 'published'), lte(documents.publishedAt, now)) as SQL;
}

// strpos, not LIKE: what people type (%, _) is matched literally.
const titleContains = (title: string) => sql`strpos(lower(${documents.title}), lower(${title})) > 0`;

function whereOf(filter: DocumentFilter): SQL | undefined {
  return and(
    eq(documents.kind, filter.kind),
    visibleDocument(filter.now),
    filter.title ? titleContains(filter.title) : undefined,
    filter.templateCategory ? eq(documents.templateCategory, filter.templateCategory) : undefined,
    filter.templateType ? eq(documents.templateType, filter.templateType) : undefined,
    filter.columnId === undefined ? undefined : eq(documents.columnId, filter.columnId),
    filter.language ? eq(documents.language, filter.language) : undefined,
  );
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** One page of matching documents, newest first, and how many match in all. */
export async function findDocumentPage(
  db: Database,
  filter: DocumentFilter,
  { pageNo, pageSize }: PageRequest,
): Promise<{ rows: DocumentRow[]; totalCount: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.publishedAt), desc(documents.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** How many matching documents each template type has, most first (the filter's counts). */
export async function countByTemplateType(
  db: Database,
  filter: DocumentFilter,
): Promise<{ templateType: string; count: number }[]> {
  const rows = await db
    .select({ templateType: documents.templateType, count: count() })
    .from(documents)
    .where(and(whereOf({ ...filter, templateType: undefined }), isNotNull(documents.templateType)))
    .groupBy(documents.templateType)
    .orderBy(desc(count()), asc(documents.templateType));
  return rows.map((row) => ({ templateType: row.templateType ?? '', count: row.count }));
}

export async function findVisibleDocument(db: Database, id: number, now: Date): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), visibleDocument(now)))
    .limit(1);
  return row ?? null;
}

/** The attachments of these documents, grouped by document, each group in display order. */
export async function findDocumentAttachments(
  db: Database,
  documentIds: number[],
): Promise<Map<number, AttachmentRow[]>> {
  const byDocument = new Map<number, AttachmentRow[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerType, 'document'), inArray(attachments.ownerId, documentIds)))
    .orderBy(asc(attachments.ownerId), asc(attachments.sortOrder), asc(attachments.id));
  for (const row of rows) byDocument.set(row.ownerId, [...(byDocument.get(row.ownerId) ?? []), row]);
  return byDocument;
}
