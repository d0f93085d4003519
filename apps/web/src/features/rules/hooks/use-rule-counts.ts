import type { DocumentKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstPage, ruleQueries } from './rule-queries.ts';

/** The left menu's count of every tab (all published documents, whatever is searched). */
export function useRuleCounts(): Partial<Record<DocumentKind, number>> {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const rules = useQuery(ruleQueries.docList(firstPage)).data;
  const templates = useQuery(
    ruleQueries.templates({ ...firstPage, templateType: '', type: 'contract' }),
  ).data;
  const notices = useQuery(ruleQueries.notices({ pageNo: 1, title: '' }, language)).data;
  return {
    manage: rules?.manage.totalCount,
    process: rules?.process.totalCount,
    inform: notices?.total,
    template: templates && templates.contract.totalCount + templates.extra.totalCount,
  };
}
