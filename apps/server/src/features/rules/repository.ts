import type { DocumentKind, TemplateCategory } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPublishedAndDue } from '../../db/editorial.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { documents } from './schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

/** A database or an open transaction (the seed writes inside one). */
type Writer = Pick<Database, 'insert'>;

/**
 * The one way a document is written: its HTML goes through sanitizeHtml here, before it is saved,
 * so the pages only ever render cleaned HTML whoever writes (seed, editor console).
 */
export async function insertDocument(db: Writer, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, content: sanitizeHtml(values.content ?? '') })
    .returning();
  if (!row) throw new Error('insert returned no document');
  return row;
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

/** A language's readers see the documents written for them and those written for everyone. */
const readBy = (language: string) => inArray(documents.language, [language, 'all']);

/** Pinned documents head a list, then the newest. */
const listOrder = [desc(documents.pinned), desc(documents.publishedAt), desc(documents.id)];

// strpos, not LIKE: what people type (%, _) is matched literally, in the title of either language.
export const titleContains = (title: string) =>
  sql`(strpos(lower(${documents.title}), lower(${title})) > 0 or strpos(lower(${documents.titleEn}), lower(${title})) > 0)`;

function whereOf(filter: DocumentFilter): SQL | undefined {
  return and(
    eq(documents.kind, filter.kind),
    isPublishedAndDue(documents, filter.now),
    filter.title ? titleContains(filter.title) : undefined,
    filter.templateCategory ? eq(documents.templateCategory, filter.templateCategory) : undefined,
    filter.templateType ? eq(documents.templateType, filter.templateType) : undefined,
    filter.columnId === undefined ? undefined : eq(documents.columnId, filter.columnId),
    filter.language ? readBy(filter.language) : undefined,
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
      .orderBy(...listOrder)
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
    .where(and(eq(documents.id, id), isPublishedAndDue(documents, now)))
    .limit(1);
  return row ?? null;
}

/** True when the document exists, is published and its time has come (a comment thread's resource). */
export async function isDocumentVisible(db: Database, id: number, now: Date): Promise<boolean> {
  return (await findVisibleDocument(db, id, now)) !== null;
}

/** The newest visible documents of these kinds (for one language's readers when given), pinned first. */
export const findLatestDocuments = (
  db: Database,
  filter: { kinds: DocumentKind[]; language?: string; now: Date },
  limit: number,
) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.kind, filter.kinds),
        filter.language ? readBy(filter.language) : undefined,
        isPublishedAndDue(documents, filter.now),
      ),
    )
    .orderBy(...listOrder)
    .limit(limit);
