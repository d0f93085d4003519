import type { Language, NewsListQuery, RuleDocListQuery, TemplateDocQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { NOTICE_COLUMN_ID, RULE_LIST_PAGE_SIZE } from '../../../api/contract-values.ts';

/**
 * The three list calls behind the rule list. The menu's counts ask for page 1 without a title, the
 * same query as an unfiltered first page, so a fresh visit fetches each list once.
 */
export const ruleQueries = {
  docList: (query: Required<RuleDocListQuery>) =>
    queryOptions({
      queryKey: ['rulesDocList', query],
      queryFn: () => callApi('rulesDocList', { query }),
      placeholderData: keepPreviousData,
    }),
  templates: (query: Required<TemplateDocQuery>) =>
    queryOptions({
      queryKey: ['rulesTemplateDocList', query],
      queryFn: () => callApi('rulesTemplateDocList', { query }),
      placeholderData: keepPreviousData,
    }),
  // The server answers in the language the client sends, so it is part of the key.
  notices: (query: { pageNo: number; title: string }, language: Language) => {
    const full = {
      ...query,
      pageSize: RULE_LIST_PAGE_SIZE,
      columnId: NOTICE_COLUMN_ID,
    } satisfies NewsListQuery;
    return queryOptions({
      queryKey: ['newsQueryWithLanguage', language, full],
      queryFn: () => callApi('newsQueryWithLanguage', { query: full }),
      placeholderData: keepPreviousData,
    });
  },
};

export const firstPage = { pageNo: 1, pageSize: RULE_LIST_PAGE_SIZE, title: '' };
