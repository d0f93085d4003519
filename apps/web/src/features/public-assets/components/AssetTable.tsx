import type { PublicAsset } from '@portal/contracts';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { ASSET_STATUS_COLORS } from '../model/asset-options.ts';

interface AssetTableProps {
  assets: PublicAsset[];
  loading: boolean;
  /** The edit button shows only to those the server lets change assets. */
  onEdit?: (asset: PublicAsset) => void;
}

export function AssetTable({ assets, loading, onEdit }: AssetTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PublicAsset> = [
    { key: 'assetNo', title: t('publicAssets.fields.assetNo'), dataIndex: 'assetNo', width: 170 },
    {
      key: 'name',
      title: t('publicAssets.fields.name'),
      dataIndex: 'name',
      render: (name: string) => <span data-testid="asset-name">{name}</span>,
    },
    {
      key: 'category',
      title: t('publicAssets.fields.category'),
      dataIndex: 'category',
      render: (category: PublicAsset['category']) => t(`publicAssets.categories.${category}`),
    },
    {
      key: 'place',
      title: t('publicAssets.fields.place'),
      render: (_: unknown, asset) => `${asset.city} · ${asset.building}`,
    },
    {
      key: 'custodian',
      title: t('publicAssets.fields.custodian'),
      render: (_: unknown, asset) => asset.custodianName || '—',
    },
    {
      key: 'status',
      title: t('publicAssets.fields.status'),
      dataIndex: 'status',
      render: (status: PublicAsset['status']) => (
        <Tag color={ASSET_STATUS_COLORS[status]} data-testid="asset-status">
          {t(`publicAssets.statuses.${status}`)}
        </Tag>
      ),
    },
    {
      key: 'purchaseDate',
      title: t('publicAssets.fields.purchaseDate'),
      dataIndex: 'purchaseDate',
      width: 120,
    },
    ...(onEdit
      ? [
          {
            key: 'actions',
            title: t('publicAssets.list.actions'),
            width: 80,
            render: (_: unknown, asset: PublicAsset) => (
              <Button type="link" size="small" onClick={() => onEdit(asset)} data-testid="asset-edit">
                {t('publicAssets.list.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <ListTable
      rows={assets}
      columns={columns}
      loading={loading}
      paging={{ pageSize: 20 }}
      emptyText={t('publicAssets.list.empty')}
    />
  );
}
