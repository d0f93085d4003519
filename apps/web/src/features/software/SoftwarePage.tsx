import { UploadOutlined } from '@ant-design/icons';
import type { SoftwareCategory } from '@portal/contracts';
import { Button, Card, Input, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOFTWARE_CATEGORIES } from '../../api/contract-values.ts';
import { FilterBar } from '../../components/list-page/FilterBar.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { SoftwareTable } from './components/SoftwareTable.tsx';
import { useSoftwareList } from './hooks/use-software.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './software.module.css';

addFeatureTexts({ zh, en });

// Only publishers upload, so only they load the form.
const PublishDialog = lazy(async () => ({
  default: (await import('./components/PublishDialog.tsx')).PublishDialog,
}));

const ALL = 'all';

/** /#/downloadSoftware (软件安装): the company's software packages to download, searchable by name. */
export function SoftwarePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<SoftwareCategory | typeof ALL>(ALL);
  const packages = useSoftwareList(keyword, category === ALL ? undefined : category);
  const canPublish = useHoldsRight('software:publish') === true;
  const [publishing, setPublishing] = useState(false);

  return (
    <PageFrame
      title={t('route.downloadSoftware')}
      intro={t('software.intro')}
      actions={
        canPublish && (
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setPublishing(true)}
            data-testid="software-publish"
          >
            {t('software.publish.open')}
          </Button>
        )
      }
    >
      <Card className={styles.card}>
        <FilterBar className={styles.filters}>
          <Input.Search
            allowClear
            maxLength={100}
            className={styles.search}
            placeholder={t('software.searchPlaceholder')}
            onSearch={(value) => setKeyword(value.trim())}
            data-testid="software-search"
          />
          <Segmented
            className={styles.categories}
            value={category}
            onChange={(value) => setCategory(value as SoftwareCategory | typeof ALL)}
            options={[ALL, ...SOFTWARE_CATEGORIES].map((value) => ({
              value,
              label: t(`software.categories.${value}`),
            }))}
            data-testid="software-categories"
          />
        </FilterBar>
        <SoftwareTable packages={packages.data ?? []} loading={packages.isFetching} />
      </Card>
      {canPublish && (
        <Suspense fallback={null}>
          <PublishDialog open={publishing} onClose={() => setPublishing(false)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
