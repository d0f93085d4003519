import type { MeetingAction } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { MY_ACTION_SCOPES } from '../../../api/contract-values.ts';
import { useCurrentUser } from '../../../api/current-user.ts';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { useMyActions } from '../hooks/use-meetings.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { isActionOwner } from '../model/action-owner.ts';
import { MEETING_LIST_PAGE_SIZE } from '../model/meeting-list-state.ts';
import { ActionItem } from './components/ActionItem.tsx';
import { MeetingTabBar } from './components/MeetingTabBar.tsx';
import { Pager } from './components/Pager.tsx';
import styles from './meetings-h5.module.css';
import { MEETING_ACTIONS_H5 } from './model/meeting-tabs.ts';

addFeatureTexts({ zh, en });

type Scope = (typeof MY_ACTION_SCOPES)[number];
const isScope = (value: string | null): value is Scope => MY_ACTION_SCOPES.some((scope) => scope === value);

/** Action cards, each linked to its meeting; only an owner gets 更新进展. */
export function ActionCards({ actions, empty }: { actions: MeetingAction[]; empty: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <ul className={styles.list} data-testid="h5-action-list">
        {actions.map((action) => (
          <li key={action.id} className={styles.card}>
            <ActionItem action={action} withMeeting canReport={isActionOwner(action, user?.email)} />
          </li>
        ))}
      </ul>
      {empty && <p className={styles.empty}>{t('meetings.empty')}</p>}
    </>
  );
}

/** /#/meetingH5/meetingActionsH5: actions I own (I report on them) or follow, overdue in red. */
export function MeetingActionsH5Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const scopeParam = params.get('scope');
  const scope: Scope = isScope(scopeParam) ? scopeParam : 'owned';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actions = useMyActions({ scope, currentPage: page, pageSize: MEETING_LIST_PAGE_SIZE });
  const show = (next: { scope: Scope; page: number }) =>
    navigate(
      h5Path(MEETING_ACTIONS_H5, {
        scope: next.scope,
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      }),
      { replace: true },
    );
  const list = actions.data?.list ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <fieldset className={styles.segments}>
          {MY_ACTION_SCOPES.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={scope === value}
              onClick={() => show({ scope: value, page: 1 })}
              data-testid={`h5-action-scope-${value}`}
            >
              {t(`meetings.actionScope.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <ActionCards actions={list} empty={actions.isSuccess && list.length === 0} />
      <Pager
        page={page}
        total={actions.data?.total ?? 0}
        pageSize={MEETING_LIST_PAGE_SIZE}
        onChange={(next) => show({ scope, page: next })}
      />
      <MeetingTabBar active="actions" />
    </div>
  );
}
