import { InfoCircleOutlined } from '@ant-design/icons';
import type { JobRotation } from '@portal/contracts';
import { Alert, Card } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROTATION_TEMPLATE_PATH } from '../../api/contract-values.ts';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { SpreadsheetImport } from '../spreadsheets/index.ts';
import { JobTable } from './components/JobTable.tsx';
import { useJobList, useReloadJobs } from './hooks/use-rotation.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './rotation.module.css';

addFeatureTexts({ zh, en });

// Only right holders remove, so only they load the dialog's code.
const RemoveJobDialog = lazy(async () => ({
  default: (await import('./components/RemoveJobDialog.tsx')).RemoveJobDialog,
}));

/** /#/jobListings: the open rotation jobs; import and delete for those the server lets manage them. */
export function JobListPage() {
  const { t } = useTranslation();
  const canManage = useHoldsRight('rotation:import') === true;
  const jobs = useJobList();
  const reload = useReloadJobs();
  const [removing, setRemoving] = useState<JobRotation | null>(null);

  return (
    <PageFrame
      title={t('route.jobListings')}
      actions={
        canManage && (
          <Suspense fallback={null}>
            <SpreadsheetImport
              route="rotationImport"
              notice={t('rotation.importNotice')}
              templatePath={ROTATION_TEMPLATE_PATH}
              onImported={reload}
              testId="job-import"
            />
          </Suspense>
        )
      }
    >
      <Alert
        type="info"
        showIcon
        icon={<InfoCircleOutlined />}
        title={t('rotation.eligibility')}
        data-testid="job-eligibility"
      />
      <Card className={styles.card}>
        <JobTable
          jobs={jobs.data ?? []}
          loading={jobs.isLoading}
          canRemove={canManage}
          onRemove={setRemoving}
        />
      </Card>
      {canManage && (
        <Suspense fallback={null}>
          <RemoveJobDialog job={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
