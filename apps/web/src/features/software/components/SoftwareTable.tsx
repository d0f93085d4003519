import { DownloadOutlined } from '@ant-design/icons';
import type { SoftwarePackage } from '@portal/contracts';
import { formatByteSize } from '@portal/contracts/text';
import { Button, Grid, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { packageDownloadUrl } from '../model/package-file.ts';
import styles from '../software.module.css';

/** The packages: name and description, version, platform, category, size, publish day, download. */
export function SoftwareTable({ packages, loading }: { packages: SoftwarePackage[]; loading: boolean }) {
  const { t } = useTranslation();
  // A phone shows the name with its facts in one line and the download beside it, no sideways scroll.
  const narrow = Grid.useBreakpoint().md === false;
  const facts = (item: SoftwarePackage) =>
    [item.version, t(`software.platforms.${item.platform}`), formatByteSize(item.size)].join(' · ');
  const columns: TableColumnsType<SoftwarePackage> = [
    {
      key: 'name',
      title: t('software.columns.name'),
      width: narrow ? undefined : 280,
      render: (_, item) => (
        <div>
          <div className={styles.name} data-testid="software-name">
            {item.name}
          </div>
          {narrow && <div className={styles.facts}>{facts(item)}</div>}
          {item.description && <div className={styles.description}>{item.description}</div>}
        </div>
      ),
    },
    { key: 'version', title: t('software.columns.version'), dataIndex: 'version', width: 110 },
    {
      key: 'platform',
      title: t('software.columns.platform'),
      width: 110,
      render: (_, item) => t(`software.platforms.${item.platform}`),
    },
    {
      key: 'category',
      title: t('software.columns.category'),
      width: 100,
      render: (_, item) => <Tag>{t(`software.categories.${item.category}`)}</Tag>,
    },
    {
      key: 'size',
      title: t('software.columns.size'),
      width: 100,
      render: (_, item) => formatByteSize(item.size),
    },
    {
      key: 'publishedAt',
      title: t('software.columns.publishedAt'),
      width: 120,
      render: (_, item) => item.publishedAt.slice(0, 10),
    },
    {
      key: 'download',
      title: t('software.columns.download'),
      width: narrow ? 90 : 110,
      render: (_, item) => (
        <Button
          type="link"
          icon={<DownloadOutlined />}
          href={packageDownloadUrl(item)}
          download={item.fileName}
          data-testid="software-download"
        >
          {t('software.download')}
        </Button>
      ),
    },
  ];
  const shown = narrow
    ? columns.filter((column) => column.key === 'name' || column.key === 'download')
    : columns;
  return (
    <ListTable
      data-testid="software-table"
      rows={packages}
      columns={shown}
      loading={loading}
      paging={{ pageSize: 20 }}
      scroll={narrow ? undefined : { x: 930 }}
      emptyText={t('software.empty')}
    />
  );
}
