import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTable } from './ListTable.tsx';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `第 ${index + 1} 行` }));
const columns = [{ key: 'name', dataIndex: 'name', title: '名称' }];

describe('ListTable', () => {
  it('shows the pager only when the rows need more than one page', () => {
    const { container, rerender } = render(
      <ListTable rows={rows(10)} columns={columns} paging={{ pageSize: 10 }} />,
    );
    expect(container.querySelectorAll('.ant-table-row')).toHaveLength(10);
    expect(container.querySelector('.ant-pagination')).toBeNull();

    rerender(<ListTable rows={rows(11)} columns={columns} paging={{ pageSize: 10 }} />);
    expect(container.querySelectorAll('.ant-table-row')).toHaveLength(10);
    expect(container.querySelector('.ant-pagination')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-options')).toBeNull();
  });

  it('shows every row without paging, and its own text when there are none', () => {
    const { container, rerender } = render(<ListTable rows={rows(30)} columns={columns} />);
    expect(container.querySelectorAll('.ant-table-row')).toHaveLength(30);
    rerender(<ListTable rows={[]} columns={columns} emptyText="暂无岗位" />);
    expect(screen.getByText('暂无岗位')).toBeTruthy();
  });
});
