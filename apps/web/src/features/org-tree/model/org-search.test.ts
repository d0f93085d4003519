import type { Employee, OrgDepartment } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ancestorPaths, searchOrg, toTreeNodes } from './org-search.ts';

const person = (name: string, email: string, department: string): Employee => ({
  name,
  email,
  department,
  userId: email,
  avatar: null,
});

const department = (path: string, members: Employee[] = []): OrgDepartment => {
  const parts = path.split('/');
  return {
    path,
    name: parts[parts.length - 1] as string,
    parent: parts.length > 1 ? parts.slice(0, -1).join('/') : null,
    heads: [],
    members,
    total: members.length,
  };
};

const departments = [
  department('研发中心'),
  department('研发中心/终端研发部'),
  department('研发中心/终端研发部/前端组', [
    person('王伟', 'wei.wang@xinghai-tech.com', '研发中心/终端研发部/前端组'),
  ]),
  department('法务部', [person('李娜', 'na.li@xinghai-tech.com', '法务部')]),
];

describe('toTreeNodes', () => {
  it('nests departments under their parents', () => {
    const roots = toTreeNodes(departments);
    expect(roots.map((node) => node.key)).toEqual(['研发中心', '法务部']);
    expect(roots[0]?.children[0]?.children[0]?.key).toBe('研发中心/终端研发部/前端组');
  });
});

describe('ancestorPaths', () => {
  it('lists the departments above a path', () => {
    expect(ancestorPaths('a/b/c')).toEqual(['a', 'a/b']);
    expect(ancestorPaths('a')).toEqual([]);
  });
});

describe('searchOrg', () => {
  it('finds a person by name or email and opens the way to their department', () => {
    for (const keyword of ['王伟', 'WEI.WANG@', ' wei.wang ']) {
      const found = searchOrg(departments, keyword);
      expect(found).toMatchObject({ kind: 'found', departments: [] });
      if (found.kind !== 'found') continue;
      expect(found.people.map((member) => member.name)).toEqual(['王伟']);
      expect(found.expanded.sort()).toEqual(
        ['研发中心', '研发中心/终端研发部', '研发中心/终端研发部/前端组'].sort(),
      );
    }
  });

  it('finds departments by any part of their path', () => {
    const found = searchOrg(departments, '终端');
    expect(found).toMatchObject({
      kind: 'found',
      departments: ['研发中心/终端研发部', '研发中心/终端研发部/前端组'],
      people: [],
    });
  });

  it('refuses special characters and ignores blank searches', () => {
    expect(searchOrg(departments, '王*')).toEqual({ kind: 'invalid' });
    expect(searchOrg(departments, '【法务】')).toEqual({ kind: 'invalid' });
    expect(searchOrg(departments, '   ')).toEqual({ kind: 'none' });
  });
});
