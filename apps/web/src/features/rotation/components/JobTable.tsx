import type { JobRotation } from '@portal/contracts';
import { Button, Grid, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { shownValue } from '../model/fixed-values.ts';
import { ATTRIBUTE_FIELDS } from '../model/job-attributes.ts';
import { jobDetailPath } from '../model/job-id.ts';

/** The list's columns besides the job name and the actions: the attributes, in their order, but the two only the detail page shows. */
const LISTED_FIELDS = ATTRIBUTE_FIELDS.filter(
  (field) => field !== 'levelThreeDepartment' && field !== 'otherRequirements',
);

interface JobTableProps {
  jobs: JobRotation[];
  loading: boolean;
  /** The delete button shows only to those the server lets remove jobs. */
  canRemove: boolean;
  onRemove: (job: JobRotation) => void;
}

/** The open jobs, each with a detail button and, for right holders, a delete button. */
export function JobTable({ jobs, loading, canRemove, onRemove }: JobTableProps) {
  const { t } = useTranslation();
  // On a narrow screen two pinned columns would cover each other: the whole row scrolls instead.
  const pinned = Grid.useBreakpoint().md !== false;
  const columns: TableColumnsType<JobRotation> = [
    {
      key: 'jobName',
      title: t('rotation.fields.jobName'),
      dataIndex: 'jobName',
      fixed: pinned ? 'left' : undefined,
      width: 200,
      render: (name: string, job) => (
        <Link to={jobDetailPath(job.id)} data-testid="job-name">
          {name}
        </Link>
      ),
    },
    ...LISTED_FIELDS.map((field) => ({
      key: field,
      title: t(`rotation.fields.${field}`),
      dataIndex: field,
      render: (value: string | number) => (typeof value === 'string' ? shownValue(t, field, value) : value),
    })),
    {
      key: 'actions',
      title: t('rotation.list.actions'),
      fixed: pinned ? 'right' : undefined,
      width: canRemove ? 140 : 80,
      render: (_: unknown, job) => (
        <Space size={4}>
          <Link to={jobDetailPath(job.id)}>
            <Button type="link" size="small" data-testid="job-detail">
              {t('rotation.list.detail')}
            </Button>
          </Link>
          {canRemove && (
            <Button type="link" size="small" danger onClick={() => onRemove(job)} data-testid="job-remove">
              {t('rotation.list.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return <ListTable rows={jobs} columns={columns} loading={loading} emptyText={t('rotation.list.empty')} />;
}
