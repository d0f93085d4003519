import type { GoalSheetSummary } from '@portal/contracts';
import { Button, Card, List, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ApprovalDialog } from './components/ApprovalDialog.tsx';
import { StatusTag } from './components/StatusTag.tsx';
import styles from './goals.module.css';
import { useGoalApprovals } from './hooks/use-goals.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { periodLabel } from './model/period-label.ts';

addFeatureTexts({ zh, en });

/** /#/otkrApprove: my direct reports' submitted goals to approve or return, and those decided. */
export function ApproveGoalsPage() {
  const { t } = useTranslation();
  const { data = [], isLoading } = useGoalApprovals();
  const [opened, setOpened] = useState<number | null>(null);
  const waiting = data.filter((item) => item.status === 'submitted');
  const decided = data.filter((item) => item.status !== 'submitted');
  const list = (items: GoalSheetSummary[], testId: string) => (
    <List
      loading={isLoading}
      dataSource={items}
      locale={{ emptyText: t('goals.empty') }}
      data-testid={testId}
      renderItem={(item) => (
        <List.Item
          data-testid="goal-approval-item"
          data-owner={item.owner.email}
          actions={[
            <Button key="open" type="link" onClick={() => setOpened(item.id)} data-testid="goal-open">
              {t('goals.approve.open')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <span className={styles.row}>
                {item.owner.name} <StatusTag status={item.status} />
              </span>
            }
            description={[
              periodLabel(item.period, t),
              item.owner.department,
              item.status === 'submitted'
                ? t('goals.submittedOn', { at: item.submittedAt })
                : t('goals.decidedOn', { at: item.decidedAt }),
            ].join(' · ')}
          />
        </List.Item>
      )}
    />
  );
  return (
    <PageFrame title={t('route.otkrApprove')}>
      <Card className={styles.card}>
        <Tabs
          items={[
            {
              key: 'waiting',
              label: t('goals.approve.waiting', { count: waiting.length }),
              children: list(waiting, 'goal-waiting'),
            },
            { key: 'decided', label: t('goals.approve.decided'), children: list(decided, 'goal-decided') },
          ]}
        />
      </Card>
      <ApprovalDialog id={opened} onClose={() => setOpened(null)} />
    </PageFrame>
  );
}
