import { describe, expect, it } from 'vitest';
import { honorWinners } from './honor-names.ts';

describe('honorWinners', () => {
  it('reads one name as a single winner', () => {
    expect(honorWinners('王芳', 1)).toEqual({ kind: 'single', people: [{ name: '王芳' }] });
  });

  it('splits a team on either comma and drops blanks', () => {
    expect(honorWinners('李雷, 韩梅梅，张伟,', 4)).toEqual({
      kind: 'team',
      people: [{ name: '李雷' }, { name: '韩梅梅' }, { name: '张伟' }],
    });
  });

  it('reads award 11 as teacher and student', () => {
    expect(honorWinners('陈静,刘洋', 11)).toEqual({
      kind: 'pair',
      people: [
        { name: '陈静', role: 'mentor' },
        { name: '刘洋', role: 'mentee' },
      ],
    });
  });

  it('keeps award 11 with another number of names as it is', () => {
    expect(honorWinners('陈静', 11).kind).toBe('single');
    expect(honorWinners('陈静,刘洋,王强', 11).kind).toBe('team');
  });
});
