import { type DocumentAttachment, navigations, type RuleDocListItem } from '@portal/contracts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { AttachmentRow, DocumentRow } from './repository.ts';

/** SPEC §3 attachment: fileUrl is the file's own content path, which the download call accepts. */
export const toDocumentAttachment = (row: AttachmentRow): DocumentAttachment => ({
  id: row.id,
  filename: row.filename,
  fileUrl: `${navigations.fileContent}/${row.ossKey}`,
  ossKey: row.ossKey,
});

/** A list row of SPEC §3 "Rule doc", times in the company's zone. */
export const toRuleDocListItem = (
  row: DocumentRow,
  attachments: AttachmentRow[],
  clock: CompanyClock,
): RuleDocListItem => ({
  id: row.id,
  title: row.title,
  department: row.department,
  pTime: clock.format(row.publishedAt),
  uTime: clock.format(row.updatedAt),
  templateType: row.templateType,
  templatePrincipal: row.templatePrincipal,
  attachments: attachments.map(toDocumentAttachment),
});
