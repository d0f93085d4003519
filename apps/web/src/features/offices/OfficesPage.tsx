import type { OfficeAddress } from '@portal/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useOfficeAddresses } from './hooks/use-office-addresses.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { officeCellSpans } from './model/merged-cells.ts';
import styles from './offices.module.css';

addFeatureTexts({ zh, en });

/** Wide enough for the address; a narrow screen scrolls the table sideways. */
const TABLE_WIDTH = 960;

/** /#/workAddress: the offices, with equal countries (and regions within a country) merged. */
export function OfficesPage() {
  const { t } = useTranslation();
  const { data = [], isLoading } = useOfficeAddresses();
  const spans = useMemo(() => officeCellSpans(data), [data]);

  const columns: TableColumnsType<OfficeAddress> = [
    {
      key: 'country',
      title: t('offices.columns.country'),
      dataIndex: 'country',
      width: 120,
      onCell: (_, index = 0) => ({ rowSpan: spans.country[index] ?? 1 }),
    },
    {
      key: 'region',
      title: t('offices.columns.region'),
      dataIndex: 'city',
      width: 120,
      onCell: (_, index = 0) => ({ rowSpan: spans.city[index] ?? 1 }),
    },
    { key: 'workAddress', title: t('offices.columns.workAddress'), dataIndex: 'workAddress' },
    { key: 'accessPerson', title: t('offices.columns.accessPerson'), dataIndex: 'accessPerson', width: 140 },
    {
      key: 'email',
      title: t('offices.columns.email'),
      dataIndex: 'email',
      width: 260,
      render: (email: string) => email && <a href={`mailto:${email}`}>{email}</a>,
    },
  ];

  return (
    <PageFrame title={t('offices.title')} intro={t('offices.intro')} centered testId="offices">
      <Table
        className={styles.table}
        data-testid="office-table"
        rowKey="index"
        columns={columns}
        dataSource={data}
        loading={isLoading}
        pagination={false}
        bordered
        scroll={{ x: TABLE_WIDTH }}
        locale={{ emptyText: t('offices.empty') }}
      />
    </PageFrame>
  );
}
