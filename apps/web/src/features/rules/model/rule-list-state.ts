import type { DocumentKind, TemplateCategory } from '@portal/contracts';
import { TEMPLATE_CATEGORIES } from '../../../api/contract-values.ts';

/** Rule list: the left menu's tabs, in its order. */
export const RULE_TABS = [
  'manage',
  'process',
  'inform',
  'template',
] as const satisfies readonly DocumentKind[];

/** Everything the rule list shows is in its URL query, so a link, a reload and "back" keep it. */
export interface RuleListState {
  type: DocumentKind;
  page: number;
  title: string;
  /** Templates tab: the sub-tab and the template-type filter ('' = all). */
  category: TemplateCategory;
  templateType: string;
}

const isTab = (value: string | null): value is DocumentKind => RULE_TABS.some((tab) => tab === value);
const isCategory = (value: string | null): value is TemplateCategory =>
  TEMPLATE_CATEGORIES.some((category) => category === value);

export function readRuleListState(params: URLSearchParams): RuleListState {
  const type = params.get('type');
  const page = Number(params.get('page'));
  const category = params.get('category');
  return {
    type: isTab(type) ? type : 'manage',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    title: params.get('title')?.trim() ?? '',
    category: isCategory(category) ? category : 'contract',
    templateType: params.get('templateType') ?? '',
  };
}

/** The query for a state: the type always, the rest only where it differs from the default. */
export function ruleListParams(state: RuleListState): URLSearchParams {
  const params = new URLSearchParams({ type: state.type });
  if (state.page > 1) params.set('page', String(state.page));
  if (state.title) params.set('title', state.title);
  if (state.type === 'template') {
    if (state.category !== 'contract') params.set('category', state.category);
    if (state.templateType) params.set('templateType', state.templateType);
  }
  return params;
}

/** A tab change resets the page to 1 and clears the title (and the template filters). */
export const changeTab = (type: DocumentKind): RuleListState => ({
  type,
  page: 1,
  title: '',
  category: 'contract',
  templateType: '',
});

export const searchTitle = (state: RuleListState, title: string): RuleListState => ({
  ...state,
  title: title.trim(),
  page: 1,
});

/** A template sub-tab has template types of its own, so switching clears the type filter. */
export const changeCategory = (state: RuleListState, category: TemplateCategory): RuleListState => ({
  ...state,
  category,
  templateType: '',
  page: 1,
});

export const changeTemplateType = (state: RuleListState, templateType: string): RuleListState => ({
  ...state,
  templateType,
  page: 1,
});

export const changePage = (state: RuleListState, page: number): RuleListState => ({ ...state, page });

/** The list a detail page goes back to; `from` is the list's own query when the user came from it. */
export function ruleListPath(type: DocumentKind, from?: string): string {
  return from?.startsWith('?') ? `/ruleList${from}` : `/ruleList?type=${type}`;
}

export const ruleDetailPath = (id: number, type: DocumentKind) => `/ruleDetail?id=${id}&type=${type}`;
