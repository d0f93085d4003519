import { z } from 'zod';
import { editorialLife } from '../editorial.ts';
import { bodyId, maxChars, text } from '../primitives.ts';
import { documentAttachment, pageNoField, pageSizeField, titleFilterField } from './reading.ts';

/** The bounds of a notice as the console writes it (characters; the HTML before it is cleaned). */
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_DEPARTMENT_MAX = 100;
export const NEWS_CONTENT_MAX = 200_000;
export const NEWS_ATTACHMENTS_MAX = 20;

/**
 * Who reads a notice: Chinese and English readers alike (`all`: the English fields fall back to
 * the Chinese where empty), or one language's readers only (each language's list is its own).
 */
export const NEWS_LANGUAGES = ['all', 'zh', 'en'] as const;
export const newsLanguage = z.enum(NEWS_LANGUAGES);
export type NewsLanguage = z.infer<typeof newsLanguage>;

/** What the console's list filters by: a state of the editorial life, or every row not deleted. */
export const newsEditorListQuery = z.object({
  state: editorialLife.shape.state.optional(),
  title: titleFilterField,
  pageNo: pageNoField,
  pageSize: pageSizeField(20),
});
export type NewsEditorListQuery = z.input<typeof newsEditorListQuery>;

/** A notice as the console lists it: both titles, and whether English readers see the Chinese. */
export const newsEditorRow = editorialLife.extend({
  id: z.number(),
  language: newsLanguage,
  title: z.string(),
  titleEn: z.string(),
  /** English readers are shown a Chinese field (title, summary or content) because its English is empty. */
  englishFallback: z.boolean(),
  department: z.string(),
  pinned: z.boolean(),
});
export type NewsEditorRow = z.infer<typeof newsEditorRow>;

export const newsEditorPage = z.object({ items: z.array(newsEditorRow), totalCount: z.number() });

/** A notice as its editor opens it: every field, and the attachments. */
export const newsEditorItem = newsEditorRow.extend({
  summary: z.string(),
  summaryEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  attachments: z.array(documentAttachment),
});
export type NewsEditorItem = z.infer<typeof newsEditorItem>;

const words = (max: number, tooLong: string) =>
  text()
    .trim()
    .check(maxChars(max, { message: tooLong }));

/**
 * A notice's words as the editor saves them. The Chinese title is required unless the notice is
 * for English readers only; then its English title is.
 */
export const newsFields = z
  .object({
    language: newsLanguage.default('all'),
    title: words(NEWS_TITLE_MAX, 'news.titleTooLong').default(''),
    titleEn: words(NEWS_TITLE_MAX, 'news.titleTooLong').default(''),
    summary: words(NEWS_SUMMARY_MAX, 'news.summaryTooLong').default(''),
    summaryEn: words(NEWS_SUMMARY_MAX, 'news.summaryTooLong').default(''),
    department: words(NEWS_DEPARTMENT_MAX, 'news.departmentTooLong').default(''),
    content: text()
      .check(maxChars(NEWS_CONTENT_MAX, { message: 'news.contentTooLong' }))
      .default(''),
    contentEn: text()
      .check(maxChars(NEWS_CONTENT_MAX, { message: 'news.contentTooLong' }))
      .default(''),
    pinned: z.boolean().default(false),
    /** Files uploaded beforehand (fileUpload), in the order shown. */
    attachmentKeys: z
      .array(text().check(maxChars(200)))
      .max(NEWS_ATTACHMENTS_MAX, { message: 'news.tooManyAttachments' })
      .default([]),
  })
  .refine((fields) => (fields.language === 'en' ? fields.titleEn : fields.title) !== '', {
    message: 'news.titleRequired',
    path: ['title'],
  });
export type NewsFields = z.input<typeof newsFields>;

/**
 * Saving an edit names the version the editor opened (its revision): a notice someone else saved
 * meanwhile is refused (`editorial.changedMeanwhile`) instead of silently overwritten.
 */
export const newsUpdateRequest = z.intersection(
  z.object({ id: bodyId(), revision: text().check(maxChars(40)) }),
  newsFields,
);
export type NewsUpdateRequest = z.input<typeof newsUpdateRequest>;

/** An image placed in a notice: resized for the page, its metadata gone. */
export const newsImage = z.object({
  ossKey: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type NewsImage = z.infer<typeof newsImage>;
