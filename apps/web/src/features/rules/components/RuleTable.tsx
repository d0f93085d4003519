import type { DocumentKind } from '@portal/contracts';
import { Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { RULE_LIST_PAGE_SIZE } from '../../../api/contract-values.ts';
import type { RuleRow } from '../hooks/use-rule-rows.ts';
import { ruleDetailPath } from '../model/rule-list-state.ts';
import { templateTypeLabel } from '../model/template-type-label.ts';
import styles from '../rules.module.css';
import { DownloadButton } from './DownloadButton.tsx';

/** The width the four columns need to stay readable. */
const RULE_TABLE_MIN_WIDTH = 720;

interface RuleTableProps {
  type: DocumentKind;
  rows: RuleRow[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** Title, department, publish time, and view detail / download (templates with attachments). */
export function RuleTable({ type, rows, total, page, loading, onPageChange }: RuleTableProps) {
  const { t } = useTranslation();
  const search = useSearch();
  // The detail's back button returns to this very page of the list.
  const detailLink = (row: RuleRow) => ({ to: ruleDetailPath(row.id, type), state: { from: `?${search}` } });

  return (
    <Table<RuleRow>
      rowKey="id"
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: <Empty description={t('rules.empty')} /> }}
      data-testid="rule-table"
      // Narrower than its columns (a phone), the table scrolls inside its card, not the page.
      scroll={{ x: RULE_TABLE_MIN_WIDTH }}
      onRow={(row) => ({ 'data-testid': `rule-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page,
        pageSize: RULE_LIST_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('rules.total', { count }),
        onChange: onPageChange,
      }}
      columns={[
        {
          key: 'title',
          title: t('rules.columns.title'),
          render: (_, row) => (
            <Space size={8}>
              <Link {...detailLink(row)} className={styles.titleLink} data-testid="rule-title">
                {row.title}
              </Link>
              {row.templateType && <Tag color="blue">{templateTypeLabel(t, row.templateType)}</Tag>}
            </Space>
          ),
        },
        { key: 'department', title: t('rules.columns.department'), dataIndex: 'department', width: 180 },
        {
          key: 'publishTime',
          title: t('rules.columns.publishTime'),
          width: 140,
          render: (_, row) => row.publishTime.slice(0, 10),
        },
        {
          key: 'actions',
          title: t('rules.columns.actions'),
          width: 240,
          render: (_, row) => (
            <Space size={0}>
              <Link {...detailLink(row)} className={styles.actionLink} data-testid="rule-view">
                {t('rules.actions.view')}
              </Link>
              {type === 'template' && row.attachments.length > 0 && (
                <DownloadButton
                  attachments={row.attachments}
                  name={row.title}
                  label={t('rules.actions.download')}
                  testId="rule-download"
                />
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
