import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../meetings.module.css';
import { MEETING_LIST_PAGE_SIZE } from '../model/meeting-list-state.ts';

export interface Column<T> {
  key: string;
  title: ReactNode;
  width?: number;
  render: (row: T) => ReactNode;
}

interface PlainTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  loading?: boolean;
  /** Paging, when the rows are one page of more. */
  paging?: { page: number; total: number; onChange: (page: number) => void };
}

/**
 * A read-only table with 暂无数据 when empty and paging below: plain elements, since antd's Table
 * (sorting, selection, virtual rows, none of which these lists use) would weigh more than the page.
 */
export function PlainTable<T extends { id: number }>({ rows, columns, loading, paging }: PlainTableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.tableScroll} aria-busy={loading}>
        <table className={styles.table} style={{ opacity: loading ? 0.6 : 1 }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} style={column.width ? { width: column.width } : undefined}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.emptyCell}>
                  {loading ? '' : t('meetings.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render(row)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && (
        <Pagination
          className={styles.pagination}
          current={paging.page}
          pageSize={MEETING_LIST_PAGE_SIZE}
          total={paging.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={paging.onChange}
        />
      )}
    </>
  );
}
