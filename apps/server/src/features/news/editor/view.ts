import type { EditorialState, NewsEditorItem, NewsEditorRow, NewsLanguage } from '@portal/contracts';
import type { CompanyClock } from '../../../lib/company-time.ts';
import { type AttachmentRow, toDocumentAttachment } from '../../files/index.ts';
import type { EditedDocument } from '../../rules/index.ts';

/** Where a notice stands at `now` (the life docs/console.md describes). */
export function stateOf(row: EditedDocument, now: Date): EditorialState {
  if (row.deletedAt) return 'deleted';
  if (row.status !== 'published') return 'draft';
  if (row.publishedAt > now) return 'scheduled';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'live';
}

/** English readers would read a Chinese field: a notice for everyone with an English field left empty. */
const fallsBackToChinese = (row: EditedDocument) =>
  row.language === 'all' &&
  ((row.title !== '' && row.titleEn === '') ||
    (row.summary !== '' && row.summaryEn === '') ||
    (row.content !== '' && row.contentEn === ''));

export const toEditorRow = (row: EditedDocument, clock: CompanyClock): NewsEditorRow => {
  const state = stateOf(row, clock.now());
  return {
    id: row.id,
    language: row.language as NewsLanguage,
    title: row.title,
    titleEn: row.titleEn,
    englishFallback: fallsBackToChinese(row),
    department: row.department,
    pinned: row.pinned,
    state,
    publishTime: row.status === 'published' ? clock.format(row.publishedAt) : null,
    expireTime: row.expiresAt ? clock.format(row.expiresAt) : null,
    updateTime: clock.format(row.updatedAt),
    revision: row.updatedAt.toISOString(),
    authorName: row.authorName,
  };
};

export const toEditorItem = (
  row: EditedDocument,
  attachments: AttachmentRow[],
  clock: CompanyClock,
): NewsEditorItem => ({
  ...toEditorRow(row, clock),
  summary: row.summary,
  summaryEn: row.summaryEn,
  content: row.content,
  contentEn: row.contentEn,
  attachments: attachments.map(toDocumentAttachment),
});

/** What the audit trail keeps of a notice, before and after a write. */
export const auditedNotice = (item: NewsEditorItem) => ({
  language: item.language,
  title: item.title,
  titleEn: item.titleEn,
  summary: item.summary,
  summaryEn: item.summaryEn,
  department: item.department,
  content: item.content,
  contentEn: item.contentEn,
  pinned: item.pinned,
  state: item.state,
  publishTime: item.publishTime,
  expireTime: item.expireTime,
  attachments: item.attachments.map((file) => file.filename),
});
