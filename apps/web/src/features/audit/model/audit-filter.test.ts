import { describe, expect, it } from 'vitest';
import { auditFilterQuery, shownValue } from './audit-filter.ts';

describe('auditFilterQuery', () => {
  it('keeps only the set fields, the person trimmed', () => {
    expect(auditFilterQuery({})).toEqual({});
    expect(auditFilterQuery({ person: '  ', module: undefined })).toEqual({});
    expect(
      auditFilterQuery({ person: ' 张三 ', module: 'holidays', from: '2026-11-01', to: '2026-11-27' }),
    ).toEqual({
      person: '张三',
      module: 'holidays',
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });
});

describe('shownValue', () => {
  it('shows text as it is, other values as JSON, and nothing as the empty word', () => {
    expect(shownValue('国庆节', '空')).toBe('国庆节');
    expect(shownValue(['2026-10-10'], '空')).toBe('["2026-10-10"]');
    expect(shownValue(3, '空')).toBe('3');
    expect(shownValue(null, '空')).toBe('空');
    expect(shownValue('', '空')).toBe('空');
  });
});
