import { ExportOutlined } from '@ant-design/icons';
import type { JobRotation } from '@portal/contracts';
import { Breadcrumb, Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { usePortalConfig } from '../../shell/hooks/use-portal-config.ts';
import { JobAttributes } from './components/JobAttributes.tsx';
import { JobListSection } from './components/JobListSection.tsx';
import { useJobDetail } from './hooks/use-rotation.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { applyLink } from './model/apply-link.ts';
import { jobSections } from './model/job-attributes.ts';
import { jobIdOf } from './model/job-id.ts';
import styles from './rotation.module.css';

addFeatureTexts({ zh, en });

/** /#/jobListings/jobListingInfo?id: one open job, with the apply button. */
export function JobDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = jobIdOf(params);
  const { data: job, isError } = useJobDetail(id);
  const backToList = (
    <Link to="/jobListings">
      <Button data-testid="job-back">{t('rotation.detail.back')}</Button>
    </Link>
  );

  if (id === null || isError)
    return <Result status="404" title={t('rotation.detail.notFound')} extra={backToList} />;
  if (!job) return <Skeleton active />;
  return <JobDetail job={job} />;
}

function JobDetail({ job }: { job: JobRotation }) {
  const { t } = useTranslation();
  const applyUrl = applyLink(usePortalConfig().data?.rotationApplyUrl, job);
  return (
    <div className={styles.detail}>
      <Breadcrumb
        items={[
          { title: <Link to="/jobListings">{t('route.jobListings')}</Link> },
          { title: t('route.jobListingInfo') },
        ]}
      />
      <Card className={styles.card}>
        <div className={styles.detailHeader}>
          <div>
            <h1 className={styles.jobTitle} data-testid="job-title">
              {job.jobName}
            </h1>
            <p className={styles.subtitle}>
              {[job.companyName, job.levelOneDepartment, job.jobBase].filter(Boolean).join(' · ')}
            </p>
          </div>
          {/* The application is a workflow form on another host, opened in a new tab. */}
          <Button
            type="primary"
            size="large"
            icon={<ExportOutlined />}
            href={applyUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!applyUrl}
            data-testid="job-apply"
          >
            {t('rotation.detail.apply')}
          </Button>
        </div>
      </Card>
      <JobAttributes job={job} />
      {jobSections(job).map(({ section, items }) => (
        <JobListSection
          key={section}
          title={t(`rotation.detail.sections.${section}`)}
          items={items}
          testId={`job-${section}`}
        />
      ))}
    </div>
  );
}
