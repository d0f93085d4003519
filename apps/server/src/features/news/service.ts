import type { Language, NewsDetail, NewsListAnswer, newsListQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { toDocumentAttachment } from '../rules/document-view.ts';
import { findDocumentAttachments, findDocumentPage, findVisibleDocument } from '../rules/repository.ts';

interface NewsDependencies {
  db: Database;
  clock: CompanyClock;
}

/**
 * SPEC §7 cms/news/queryWithLanguage: one page of a column's news in the caller's language (the
 * Accept-Language the client sends with every call, which follows the language switch).
 */
export async function newsList(
  { db, clock }: NewsDependencies,
  query: z.output<typeof newsListQuery>,
  language: Language,
): Promise<NewsListAnswer> {
  const { rows, totalCount } = await findDocumentPage(
    db,
    { kind: 'inform', now: clock.now(), columnId: query.columnId, language, title: query.title },
    { pageNo: query.pageNo, pageSize: query.pageSize },
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      department: row.department,
      cTime: clock.format(row.publishedAt),
      ...(query.showSummary ? { summary: row.summary } : {}),
    })),
    total: totalCount,
  };
}

/** SPEC §7 cms/news/detail, for a notice and a rule doc alike; drafts and future rows are not found. */
export async function newsDetail({ db, clock }: NewsDependencies, id: number): Promise<NewsDetail> {
  const row = await findVisibleDocument(db, id, clock.now());
  if (!row) throw notFound('news.notFound');
  const attachments = (await findDocumentAttachments(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    type: row.kind as NewsDetail['type'],
    title: row.title,
    department: row.department,
    pTime: clock.format(row.publishedAt),
    uTime: clock.format(row.updatedAt),
    // Sanitized when it was saved (rules/repository.ts insertDocument).
    content: row.content,
    attachments: attachments.map(toDocumentAttachment),
    templateType: row.templateType,
    templatePrincipal: row.templatePrincipal,
  };
}
