import type { Language, NewsDetail, NewsListAnswer, newsListQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { findAttachmentsOf } from '../files/index.ts';
import {
  findDocumentPage,
  findVisibleDocument,
  readIn,
  toNewsDetail,
  toNewsSummary,
} from '../rules/index.ts';

export function createNewsService({ db, clock }: AppContext) {
  return {
    /**
     * One page of a column's news in the caller's language (the Accept-Language the client sends
     * with every call, which follows the language switch).
     */
    async list(query: z.output<typeof newsListQuery>, language: Language): Promise<NewsListAnswer> {
      const { rows, totalCount } = await findDocumentPage(
        db,
        { kind: 'inform', now: clock.now(), columnId: query.columnId, language, title: query.title },
        { pageNo: query.pageNo, pageSize: query.pageSize },
      );
      return {
        list: rows
          .map((row) => readIn(row, language))
          .map((row) => ({
            ...toNewsSummary(row, clock),
            department: row.department,
            ...(query.showSummary ? { summary: row.summary } : {}),
          })),
        total: totalCount,
      };
    },

    /**
     * The detail of a notice and of a rule doc alike, in the reader's language; drafts, rows not
     * yet due, expired or deleted ones are not found.
     */
    async detail(id: number, language: Language): Promise<NewsDetail> {
      const row = await findVisibleDocument(db, id, clock.now());
      if (!row) throw notFound('news.notFound');
      const attachments = await findAttachmentsOf(db, 'document', [row.id]);
      return toNewsDetail(readIn(row, language), attachments.get(row.id) ?? [], clock);
    },
  };
}
