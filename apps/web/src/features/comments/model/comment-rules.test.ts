import { describe, expect, it } from 'vitest';
import { commentProblem, shortDepartment } from './comment-rules.ts';

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

describe('shortDepartment', () => {
  it('keeps the last part of the path', () => {
    expect(shortDepartment('研发中心/平台研发部/基础架构组')).toBe('基础架构组');
    expect(shortDepartment('法务部')).toBe('法务部');
    expect(shortDepartment('')).toBe('');
  });
});
