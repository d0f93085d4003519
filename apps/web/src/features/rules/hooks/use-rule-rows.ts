import type { DocumentAttachment, TemplateDocAnswer } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RULE_LIST_PAGE_SIZE } from '../../../api/contract-values.ts';
import type { RuleListState } from '../model/rule-list-state.ts';
import { ruleQueries } from './rule-queries.ts';

/** One table row, whichever call it came from. */
export interface RuleRow {
  id: number;
  title: string;
  department: string;
  /** `YYYY-MM-DD HH:mm:ss`, company time. */
  publishTime: string;
  templateType: string | null;
  attachments: DocumentAttachment[];
}

export interface RuleRows {
  rows: RuleRow[] | undefined;
  total: number;
  fetching: boolean;
  /** The templates tab only: both sub-tabs' totals and the type filter's counts. */
  templates?: TemplateDocAnswer;
}

/** The current tab's page: rules and processes, templates, or notices in the reader's language. */
export function useRuleRows(state: RuleListState): RuleRows {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const page = { pageNo: state.page, pageSize: RULE_LIST_PAGE_SIZE, title: state.title };
  const isRules = state.type === 'manage' || state.type === 'process';
  const rules = useQuery({ ...ruleQueries.docList(page), enabled: isRules });
  const templates = useQuery({
    ...ruleQueries.templates({ ...page, templateType: state.templateType, type: state.category }),
    enabled: state.type === 'template',
  });
  const notices = useQuery({
    ...ruleQueries.notices({ pageNo: state.page, title: state.title }, language),
    enabled: state.type === 'inform',
  });

  if (state.type === 'inform') {
    const rows = notices.data?.list.map((item) => ({
      id: item.id,
      title: item.title,
      department: item.department,
      publishTime: item.cTime,
      templateType: null,
      attachments: [],
    }));
    return { rows, total: notices.data?.total ?? 0, fetching: notices.isFetching };
  }
  if (state.type === 'template') {
    const group = templates.data?.[state.category];
    const rows = group?.items.map(({ pTime, ...item }) => ({ ...item, publishTime: pTime }));
    return { rows, total: group?.totalCount ?? 0, fetching: templates.isFetching, templates: templates.data };
  }
  const group = rules.data?.[state.type];
  const rows = group?.items.map(({ pTime, ...item }) => ({ ...item, publishTime: pTime }));
  return { rows, total: group?.totalCount ?? 0, fetching: rules.isFetching };
}
