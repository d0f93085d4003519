import { z } from 'zod';
import { NOTICE_COLUMN_ID, newsSummary } from '../home.ts';
import { contentAttachment } from '../honor.ts';
import { maxChars, queryId, text } from '../primitives.ts';

/** A news list asked for without a page size shows five. */
export const NEWS_PAGE_SIZE = 5;

/** Rule doc kinds plus `inform` (news/notices): one detail page shows them all. */
export const DOCUMENT_KINDS = ['manage', 'process', 'inform', 'template'] as const;
export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKind>;

const MAX_PAGE_NO = 10_000;
const MAX_PAGE_SIZE = 100;

export const pageNoField = z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(1);
export const pageSizeField = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);
/** A title search: blank means no filter. */
export const titleFilterField = text().trim().check(maxChars(100)).default('');

/** A flag as a query string carries it (`true`/`1`), or as the typed client passes it. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .default(false)
  .transform((value) => value === true || value === 'true' || value === '1');

/** cms/news/queryWithLanguage: the language is the caller's (docs/rules.md). */
export const newsListQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(NEWS_PAGE_SIZE),
  showSummary: queryFlag,
  columnId: queryId().default(NOTICE_COLUMN_ID),
  title: titleFilterField,
});
export type NewsListQuery = z.input<typeof newsListQuery>;

/** A news item or notice (id, title, cTime = when it was published) plus its department; summary on request. */
export const newsItem = newsSummary.extend({
  department: z.string(),
  summary: z.string().optional(),
});

export const newsListAnswer = z.object({ list: z.array(newsItem), total: z.number() });
export type NewsListAnswer = z.infer<typeof newsListAnswer>;

/** A rule doc attachment (id, filename, fileUrl), plus the ossKey that "download all" sends. */
export const documentAttachment = contentAttachment.extend({ ossKey: z.string() });
export type DocumentAttachment = z.infer<typeof documentAttachment>;

export const newsDetailQuery = z.object({ id: queryId() });

/**
 * cms/news/detail: title, department, pTime/uTime, content (sanitized HTML), attachments.
 * Rule docs and notices share it, so it also says which kind the document is.
 */
export const newsDetail = z.object({
  id: z.number(),
  type: documentKind,
  title: z.string(),
  department: z.string(),
  pTime: z.string(),
  uTime: z.string(),
  content: z.string(),
  attachments: z.array(documentAttachment),
  templateType: z.string().nullable(),
  templatePrincipal: z.string().nullable(),
});
export type NewsDetail = z.infer<typeof newsDetail>;
