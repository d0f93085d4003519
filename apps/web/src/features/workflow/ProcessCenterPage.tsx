import { PlusOutlined } from '@ant-design/icons';
import type { WorkflowBox, WorkflowRequestSummary } from '@portal/contracts';
import { Badge, Button, Card, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { ListCount } from '../../components/list-page/ListCount.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { usePortalConfig } from '../../shell/hooks/use-portal-config.ts';
import { RequestFilters } from './components/RequestFilters.tsx';
import { RequestTable } from './components/RequestTable.tsx';
import { type RequestFilter, useBoxTotal, useRequestList } from './hooks/use-workflow.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { opensStaffInfo, STAFF_INFO_PATH } from './model/direct-link.ts';
import styles from './workflow.module.css';

addFeatureTexts({ zh, en });

// The detail (drawer, steps, the decision's form) loads when a request is first opened.
const RequestDrawer = lazy(async () => ({
  default: (await import('./components/RequestDrawer.tsx')).RequestDrawer,
}));

/** /#/bm: the process center; the old staff information address (?direct=1) goes on to /staffInfo. */
export function ProcessCenterPage() {
  if (opensStaffInfo(useSearch())) return <Redirect to={STAFF_INFO_PATH} replace />;
  return <ProcessCenter />;
}

function ProcessCenter() {
  const { t } = useTranslation();
  const [box, setBox] = useState<WorkflowBox>('mine');
  const [filter, setFilter] = useState<RequestFilter>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useRequestList(box, filter);
  const todo = useBoxTotal('todo');
  const newRequestUrl = usePortalConfig().data?.workflowNewRequestUrl;

  const tab = (key: WorkflowBox) => ({
    key,
    label:
      key === 'todo' ? (
        <Badge count={todo} size="small" offset={[10, -2]}>
          {t('workflow.boxes.todo')}
        </Badge>
      ) : (
        t(`workflow.boxes.${key}`)
      ),
  });

  return (
    <PageFrame
      title={t('route.processCenter')}
      actions={
        // New requests are filed in the workflow system, opened in a new tab.
        <Button
          type="primary"
          icon={<PlusOutlined />}
          href={newRequestUrl}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!newRequestUrl}
          data-testid="workflow-new"
        >
          {t('workflow.newRequest')}
        </Button>
      }
    >
      <Card className={styles.card}>
        <Tabs
          activeKey={box}
          onChange={(key) => setBox(key as WorkflowBox)}
          items={(['mine', 'todo', 'done'] as const).map(tab)}
          data-testid="workflow-tabs"
        />
        <RequestFilters filter={filter} onChange={setFilter} />
        {list.data && (
          <ListCount text={t('workflow.count', { count: list.data.totalCount })} testId="workflow-count" />
        )}
        <RequestTable
          requests={list.data?.items ?? []}
          loading={list.isFetching}
          onOpen={(request: WorkflowRequestSummary) => setOpenId(request.id)}
        />
      </Card>
      {openId !== null && (
        <Suspense fallback={null}>
          <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
