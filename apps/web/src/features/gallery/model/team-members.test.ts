import { describe, expect, it } from 'vitest';
import { teamMembers } from './team-members.ts';

describe('teamMembers', () => {
  it('splits on either comma and drops blanks', () => {
    expect(teamMembers('张伟,王芳， 李娜,,')).toEqual(['张伟', '王芳', '李娜']);
    expect(teamMembers('')).toEqual([]);
    expect(teamMembers(undefined)).toEqual([]);
  });
});
