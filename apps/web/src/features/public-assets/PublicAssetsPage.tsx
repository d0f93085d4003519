import type { PublicAsset, PublicAssetFilter } from '@portal/contracts';
import { Card } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../components/list-page/CreateButton.tsx';
import type { Editing } from '../../components/list-page/FormModal.tsx';
import { ListCount } from '../../components/list-page/ListCount.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { AssetFilters } from './components/AssetFilters.tsx';
import { AssetTable } from './components/AssetTable.tsx';
import { useAssetList } from './hooks/use-public-assets.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './public-assets.module.css';

addFeatureTexts({ zh, en });

// Only right holders add and edit, and only when they do is the form's code loaded.
const AssetFormModal = lazy(async () => ({
  default: (await import('./components/AssetFormModal.tsx')).AssetFormModal,
}));

/** /#/assets/index: the company's shared assets; right holders add and change them. */
export function PublicAssetsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PublicAssetFilter>({});
  const [editing, setEditing] = useState<Editing<PublicAsset> | null>(null);
  const canEdit = useHoldsRight('assets:edit') === true;
  const list = useAssetList(filter);

  return (
    <PageFrame
      title={t('route.publicAssets')}
      actions={
        canEdit && (
          <CreateButton onClick={() => setEditing('new')} testId="asset-new">
            {t('publicAssets.list.create')}
          </CreateButton>
        )
      }
    >
      <Card className={styles.card}>
        <AssetFilters filter={filter} onChange={setFilter} />
        {list.data && (
          <ListCount text={t('publicAssets.list.count', { count: list.data.length })} testId="asset-count" />
        )}
        <AssetTable
          assets={list.data ?? []}
          loading={list.isFetching}
          onEdit={canEdit ? setEditing : undefined}
        />
      </Card>
      {canEdit && editing !== null && (
        <Suspense fallback={null}>
          <AssetFormModal editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
