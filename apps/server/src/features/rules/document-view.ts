import type { Language, NewsDetail, NewsSummary, RuleDocListItem, RuleDocSummary } from '@portal/contracts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { type AttachmentRow, toDocumentAttachment } from '../files/index.ts';
import type { DocumentRow } from './repository.ts';

/**
 * A document as a reader of `language` reads it: English readers get each English field, or the
 * Chinese one where the English is empty (a notice for everyone written in Chinese only).
 */
export const readIn = (row: DocumentRow, language: Language): DocumentRow =>
  language === 'en'
    ? {
        ...row,
        title: row.titleEn || row.title,
        summary: row.summaryEn || row.summary,
        content: row.contentEn || row.content,
      }
    : row;

/**
 * The one mapping of a document row to what answers show; each answer adds its own fields to the
 * heading. Times are in the company's zone.
 */
export const documentHeading = (row: DocumentRow, clock: CompanyClock) => ({
  id: row.id,
  title: row.title,
  department: row.department,
  pTime: clock.format(row.publishedAt),
  uTime: clock.format(row.updatedAt),
});

/** A notice in a list: published time only. */
export const toNewsSummary = (row: DocumentRow, clock: CompanyClock): NewsSummary => ({
  id: row.id,
  title: row.title,
  cTime: clock.format(row.publishedAt),
});

/** A rule doc on the home page: the heading and its kind. */
export const toRuleDocSummary = (row: DocumentRow, clock: CompanyClock): RuleDocSummary => ({
  ...documentHeading(row, clock),
  type: row.kind as RuleDocSummary['type'],
});

/** A row of the rule library's lists: the heading, template fields and attachments (no content). */
export const toRuleDocListItem = (
  row: DocumentRow,
  attachments: AttachmentRow[],
  clock: CompanyClock,
): RuleDocListItem => ({
  ...documentHeading(row, clock),
  templateType: row.templateType,
  templatePrincipal: row.templatePrincipal,
  attachments: attachments.map(toDocumentAttachment),
});

/** The detail page of a notice or a rule doc. The content was sanitized when it was saved. */
export const toNewsDetail = (
  row: DocumentRow,
  attachments: AttachmentRow[],
  clock: CompanyClock,
): NewsDetail => ({
  ...toRuleDocListItem(row, attachments, clock),
  type: row.kind as NewsDetail['type'],
  content: row.content,
});
