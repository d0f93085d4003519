import type { PersonalProject } from '@portal/contracts';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { useDeleteProject } from '../hooks/use-personal-projects.ts';
import { PROJECT_STATUS_COLORS } from '../model/project-status.ts';
import styles from '../personal-projects.module.css';

interface ProjectTableProps {
  projects: PersonalProject[];
  loading: boolean;
  onEdit: (project: PersonalProject) => void;
}

/** My projects with their progress; each can be edited or, after confirming, deleted. */
export function ProjectTable({ projects, loading, onEdit }: ProjectTableProps) {
  const { t } = useTranslation();
  const removal = useDeleteProject();
  const columns: TableColumnsType<PersonalProject> = [
    {
      key: 'name',
      title: t('personalProjects.fields.name'),
      dataIndex: 'name',
      render: (name: string) => <strong data-testid="project-name">{name}</strong>,
    },
    { key: 'role', title: t('personalProjects.fields.role'), dataIndex: 'role' },
    {
      key: 'status',
      title: t('personalProjects.fields.status'),
      dataIndex: 'status',
      render: (status: PersonalProject['status']) => (
        <Tag color={PROJECT_STATUS_COLORS[status]}>{t(`personalProjects.statuses.${status}`)}</Tag>
      ),
    },
    {
      key: 'period',
      title: t('personalProjects.fields.period'),
      render: (_: unknown, project) =>
        `${project.startDate} ~ ${project.endDate ?? t('personalProjects.list.open')}`,
    },
    {
      key: 'progress',
      title: t('personalProjects.fields.progress'),
      dataIndex: 'progress',
      width: 160,
      // A plain bar: antd's Progress would cost the page's first load more than it shows.
      render: (progress: number) => (
        <span className={styles.progress}>
          <span className={styles.progressTrack}>
            <span className={styles.progressBar} style={{ width: `${progress}%` }} />
          </span>
          {`${progress}%`}
        </span>
      ),
    },
    {
      key: 'description',
      title: t('personalProjects.fields.description'),
      dataIndex: 'description',
      ellipsis: true,
    },
    {
      key: 'actions',
      title: t('personalProjects.list.actions'),
      width: 130,
      render: (_: unknown, project) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(project)} data-testid="project-edit">
            {t('personalProjects.list.edit')}
          </Button>
          <Popconfirm
            title={t('personalProjects.list.deleteConfirm')}
            okText={t('personalProjects.form.ok')}
            cancelText={t('personalProjects.form.cancel')}
            onConfirm={() => removal.mutate(project.id)}
          >
            <Button type="link" size="small" danger data-testid="project-delete">
              {t('personalProjects.list.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListTable
      rows={projects}
      columns={columns}
      loading={loading}
      paging={{ pageSize: 10 }}
      emptyText={t('personalProjects.list.empty')}
    />
  );
}
