import type { PersonalProject } from '@portal/contracts';
import { Card } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../components/list-page/CreateButton.tsx';
import type { Editing } from '../../components/list-page/FormModal.tsx';
import { ListCount } from '../../components/list-page/ListCount.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ProjectFilters } from './components/ProjectFilters.tsx';
import { ProjectTable } from './components/ProjectTable.tsx';
import { useProjectList } from './hooks/use-personal-projects.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { useProjectFilter } from './model/project-filter-store.ts';
import styles from './personal-projects.module.css';

addFeatureTexts({ zh, en });

// The form (date pickers, number input) loads when a project is first created or edited.
const ProjectFormModal = lazy(async () => ({
  default: (await import('./components/ProjectFormModal.tsx')).ProjectFormModal,
}));

/** /#/personalProject/personalProject: my own projects; the filters stay for the tab's session. */
export function PersonalProjectsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useProjectFilter();
  const [editing, setEditing] = useState<Editing<PersonalProject> | null>(null);
  const list = useProjectList(filter);

  return (
    <PageFrame
      title={t('route.personalProject')}
      actions={
        <CreateButton onClick={() => setEditing('new')} testId="project-new">
          {t('personalProjects.list.create')}
        </CreateButton>
      }
    >
      <Card className={styles.card}>
        <ProjectFilters filter={filter} onChange={setFilter} />
        {list.data && (
          <ListCount
            text={t('personalProjects.list.count', { count: list.data.length })}
            testId="project-count"
          />
        )}
        <ProjectTable projects={list.data ?? []} loading={list.isFetching} onEdit={setEditing} />
      </Card>
      {editing !== null && (
        <Suspense fallback={null}>
          <ProjectFormModal editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
