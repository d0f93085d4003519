import { describe, expect, it } from 'vitest';
import {
  changeCategory,
  changePage,
  changeTab,
  changeTemplateType,
  readRuleListState,
  ruleListParams,
  ruleListPath,
  searchTitle,
} from './rule-list-state.ts';

const read = (query: string) => readRuleListState(new URLSearchParams(query));

describe('rule list state', () => {
  it('reads the query, falling back to management rules, page 1 and contract templates', () => {
    expect(read('')).toEqual({ type: 'manage', page: 1, title: '', category: 'contract', templateType: '' });
    expect(read('type=unknown&page=-3&category=x')).toMatchObject({
      type: 'manage',
      page: 1,
      category: 'contract',
    });
    expect(read('type=template&page=3&title=%20合同%20&category=extra&templateType=finance')).toEqual({
      type: 'template',
      page: 3,
      title: '合同',
      category: 'extra',
      templateType: 'finance',
    });
  });

  it('writes only what differs from the defaults, and the template filters only on the template tab', () => {
    expect(ruleListParams(read('type=inform')).toString()).toBe('type=inform');
    const state = { type: 'process', page: 2, title: '报销', category: 'extra', templateType: 'it' } as const;
    expect(ruleListParams(state).toString()).toBe('type=process&page=2&title=%E6%8A%A5%E9%94%80');
    expect(ruleListParams({ ...state, type: 'template' }).toString()).toBe(
      'type=template&page=2&title=%E6%8A%A5%E9%94%80&category=extra&templateType=it',
    );
  });

  it('resets page and title on a tab change', () => {
    expect(changeTab('inform')).toEqual(read('type=inform'));
  });

  it('goes back to page 1 on a new search or filter, keeping the rest', () => {
    const state = read('type=template&page=4&title=a&category=contract&templateType=sales');
    expect(searchTitle(state, ' 劳动 ')).toMatchObject({ title: '劳动', page: 1, templateType: 'sales' });
    expect(changeCategory(state, 'extra')).toMatchObject({
      category: 'extra',
      templateType: '',
      page: 1,
      title: 'a',
    });
    expect(changeTemplateType(state, 'labor')).toMatchObject({ templateType: 'labor', page: 1 });
    expect(changePage(state, 2)).toMatchObject({ page: 2, templateType: 'sales' });
  });

  it('returns to the list the user came from, else to the tab of the document', () => {
    expect(ruleListPath('process', '?type=process&page=2')).toBe('/ruleList?type=process&page=2');
    expect(ruleListPath('process')).toBe('/ruleList?type=process');
    expect(ruleListPath('process', 'https://evil.example.com')).toBe('/ruleList?type=process');
  });
});
