import { describe, expect, it } from 'vitest';
import { buildOrgTree, type OrgMember } from './build-tree.ts';

const person = (id: number, department: string, supervisorId: number | null = null): OrgMember => ({
  id,
  supervisorId,
  email: `p${id}@example.com`,
  name: `员工${id}`,
  department,
  userId: `E${id}`,
  avatar: null,
});

const headsOf = (tree: ReturnType<typeof buildOrgTree>, path: string) =>
  tree.departments.find((department) => department.path === path)?.heads.map((head) => head.email);

describe('buildOrgTree', () => {
  // 1 leads 研发中心 from 平台部; 2 leads 终端部 and reports to 1; 3 and 4 report to 2; 5 to 1.
  const people = [
    person(1, '研发中心/平台部'),
    person(2, '研发中心/终端部', 1),
    person(3, '研发中心/终端部/前端组', 2),
    person(4, '研发中心/终端部/前端组', 2),
    person(5, '研发中心/平台部', 1),
    person(6, '法务部'),
  ];
  const tree = buildOrgTree(people);

  it('lists every department of every path, parents first, with its parent and name', () => {
    expect(
      tree.departments.map((department) => [department.path, department.parent, department.name]),
    ).toEqual([
      ['法务部', null, '法务部'],
      ['研发中心', null, '研发中心'],
      ['研发中心/平台部', '研发中心', '平台部'],
      ['研发中心/终端部', '研发中心', '终端部'],
      ['研发中心/终端部/前端组', '研发中心/终端部', '前端组'],
    ]);
  });

  it('counts the people in a department and below it, and lists its own members', () => {
    const byPath = new Map(tree.departments.map((department) => [department.path, department]));
    expect(byPath.get('研发中心')?.total).toBe(5);
    expect(byPath.get('研发中心')?.members).toEqual([]);
    expect(byPath.get('研发中心/终端部')?.total).toBe(3);
    expect(byPath.get('研发中心/终端部')?.members.map((member) => member.email)).toEqual(['p2@example.com']);
    expect(tree.total).toBe(6);
  });

  it('heads a department with whoever reports outside it, or to nobody while supervising inside it', () => {
    expect(headsOf(tree, '研发中心')).toEqual(['p1@example.com']);
    expect(headsOf(tree, '研发中心/平台部')).toEqual(['p1@example.com']);
    expect(headsOf(tree, '研发中心/终端部')).toEqual(['p2@example.com']);
    expect(headsOf(tree, '研发中心/终端部/前端组')).toEqual(['p3@example.com', 'p4@example.com']);
    // Nobody there supervises anyone: no head rather than everyone.
    expect(headsOf(tree, '法务部')).toEqual([]);
  });

  it('reads untidy paths and leaves out people without a department', () => {
    const untidy = buildOrgTree([person(1, ' 研发中心 //平台部/'), person(2, '')]);
    expect(untidy.departments.map((department) => department.path)).toEqual(['研发中心', '研发中心/平台部']);
    expect(untidy.total).toBe(1);
  });
});
