import { Table, type TableProps } from 'antd';

/** Which page of the rows shows: `pageSize` alone pages the loaded rows, the rest is the server's paging. */
export interface ListPaging {
  pageSize: number;
  current?: number;
  total?: number;
  onChange?: (page: number) => void;
}

type ListTableProps<Row> = Omit<TableProps<Row>, 'rowKey' | 'dataSource' | 'pagination' | 'locale'> & {
  rows: Row[];
  /** None: every row on one page. */
  paging?: ListPaging;
  /** Shown in place of the rows when there are none (antd's 暂无数据 when not given). */
  emptyText?: string;
};

/**
 * A list's antd Table: rows keyed by id, a table wider than the page scrolls sideways, and the pager
 * (no page-size choice) only when there is more than one page.
 */
export function ListTable<Row extends { id: number }>({
  rows,
  paging,
  emptyText,
  ...table
}: ListTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      pagination={paging ? { ...paging, showSizeChanger: false, hideOnSinglePage: true } : false}
      scroll={{ x: 'max-content' }}
      locale={emptyText === undefined ? undefined : { emptyText }}
      {...table}
    />
  );
}
