import type { ActionStatus } from '@portal/contracts';
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { ACTION_STATUSES, MY_ACTION_SCOPES } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ActionStatusButton } from './components/ActionStatusButton.tsx';
import { ActionTable } from './components/ActionTable.tsx';
import { useMyActions } from './hooks/use-meetings.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';
import { MEETING_LIST_PAGE_SIZE } from './model/meeting-list-state.ts';

addFeatureTexts({ zh, en });

type Scope = (typeof MY_ACTION_SCOPES)[number];
const isScope = (value: string | null): value is Scope => MY_ACTION_SCOPES.some((scope) => scope === value);
const isStatus = (value: string | null): value is ActionStatus =>
  ACTION_STATUSES.some((status) => status === value);

/** /#/meeting/meetingActions: actions I own (I report on them) or follow (my meetings'), overdue marked. */
export function MeetingActionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scopeParam = params.get('scope');
  const statusParam = params.get('status');
  const scope: Scope = isScope(scopeParam) ? scopeParam : 'owned';
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actions = useMyActions({
    scope,
    ...(status ? { status } : {}),
    currentPage: page,
    pageSize: MEETING_LIST_PAGE_SIZE,
  });
  const show = (next: { scope?: Scope; status?: ActionStatus; page?: number }) => {
    const query = new URLSearchParams({ scope: next.scope ?? scope });
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) query.set('status', nextStatus);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <MeetingLayout>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>{t('route.meetingActions')}</h2>
          <div className={styles.filters}>
            <Segmented<Scope>
              value={scope}
              onChange={(value) => show({ scope: value })}
              options={MY_ACTION_SCOPES.map((value) => ({
                value,
                label: t(`meetings.actionScope.${value}`),
              }))}
            />
            <Select<ActionStatus>
              allowClear
              style={{ width: 130 }}
              placeholder={t('meetings.filter.status')}
              value={status}
              onChange={(value) => show({ status: value })}
              options={ACTION_STATUSES.map((value) => ({
                value,
                label: t(`meetings.actionStatus.${value}`),
              }))}
              data-testid="action-filter-status"
            />
          </div>
        </div>
        <ActionTable
          withMeeting
          loading={actions.isFetching}
          actions={actions.data?.list ?? []}
          controls={scope === 'owned' ? (action) => <ActionStatusButton action={action} /> : undefined}
          paging={{ page, total: actions.data?.total ?? 0, onChange: (next) => show({ page: next }) }}
        />
      </section>
    </MeetingLayout>
  );
}
