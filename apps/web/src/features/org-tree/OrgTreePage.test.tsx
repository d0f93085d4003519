import type { Employee, OrgDepartment } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { OrgTreePage } from './OrgTreePage.tsx';

const person = (name: string, email: string, department: string): Employee => ({
  name,
  email,
  department,
  userId: email.split('@')[0] as string,
  avatar: null,
});
const lead = person('李娜', 'na.li@example.com', '研发中心/前端组');
const dev = person('张伟', 'wei.zhang@example.com', '研发中心/前端组');
const admin = person(CURRENT_USER.name, CURRENT_USER.email, '行政部');

const department = (path: string, members: Employee[], heads: Employee[], total: number): OrgDepartment => ({
  path,
  name: path.split('/').at(-1) as string,
  parent: path.includes('/') ? path.split('/').slice(0, -1).join('/') : null,
  heads,
  members,
  total,
});

const tree = {
  departments: [
    department('行政部', [admin], [], 1),
    department('研发中心', [], [lead], 2),
    department('研发中心/前端组', [lead, dev], [lead], 2),
  ],
  total: 3,
};

const search = (text: string) => {
  const input = screen.getByPlaceholderText('搜索姓名、邮箱或部门');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'search' }));
};

describe('OrgTreePage', () => {
  it('opens on my department, and a search finds a person and opens theirs', async () => {
    mockApi({ orgTree: tree });
    renderWithApi(<OrgTreePage />, { at: '/orgTree' });
    expect((await screen.findByTestId('org-department-title')).textContent).toContain('行政部');
    expect(screen.getByText('公司各部门、负责人与成员，共 3 人。')).toBeTruthy();

    search('wei.zhang');
    const found = await screen.findByTestId('org-found-people');
    fireEvent.click(within(found).getByRole('button', { name: /张伟/ }));
    expect(screen.getByTestId('org-department-title').textContent).toContain('前端组');
    expect(screen.getByTestId('org-heads').textContent).toBe('李娜 · na.li@example.com');
    expect(within(screen.getByTestId('org-members')).getByText('wei.zhang@example.com')).toBeTruthy();
  });

  it('refuses a search with special characters, and says when nothing matches', async () => {
    mockApi({ orgTree: tree });
    renderWithApi(<OrgTreePage />, { at: '/orgTree' });
    await screen.findByTestId('org-department-title');
    search('不存在的人');
    expect(await screen.findByText('没有找到匹配的人员或部门')).toBeTruthy();
    search('张*');
    expect(await screen.findByText('搜索内容不能包含特殊字符')).toBeTruthy();
  });
});
