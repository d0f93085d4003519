import { describe, expect, it } from 'vitest';
import { clipComment, commentProblem, shortDepartment } from './comment-rules.ts';

describe('commentProblem', () => {
  it('refuses empty and blank text', () => {
    expect(commentProblem('')).toBe('empty');
    expect(commentProblem('  \n ')).toBe('empty');
  });

  it('allows 100 characters and refuses 101, counting an emoji as one', () => {
    expect(commentProblem('好'.repeat(100))).toBeNull();
    expect(commentProblem('好'.repeat(101))).toBe('tooLong');
    expect(commentProblem('👍'.repeat(100))).toBeNull();
  });

  it('measures the trimmed text', () => {
    expect(commentProblem(`  ${'a'.repeat(100)}  `)).toBeNull();
  });
});

describe('clipComment', () => {
  it('keeps 100 characters and cuts the rest, counting an emoji as one', () => {
    const hundred = `${'评'.repeat(99)}😀`;
    expect(clipComment(hundred)).toBe(hundred);
    expect(clipComment(`${hundred}多出来`)).toBe(hundred);
  });
});

describe('shortDepartment', () => {
  it('keeps the last part of the path', () => {
    expect(shortDepartment('研发中心/平台研发部/基础架构组')).toBe('基础架构组');
    expect(shortDepartment('法务部')).toBe('法务部');
    expect(shortDepartment('')).toBe('');
  });
});
