import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { useMyActions } from '../hooks/use-meetings.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { MeetingTabBar } from './components/MeetingTabBar.tsx';
import { ActionCards } from './MeetingActionsH5Page.tsx';
import styles from './meetings-h5.module.css';
import { openActionsFirst } from './model/open-actions.ts';

addFeatureTexts({ zh, en });

/** The server's largest page: a person's own actions fit in one, so they can be sorted here. */
const ALL_MY_ACTIONS = 1000;

/** /#/todoActionsH5: my open actions (to do or doing), overdue ones first. */
export function TodoActionsH5Page() {
  const { t } = useTranslation();
  const actions = useMyActions({ scope: 'owned', currentPage: 1, pageSize: ALL_MY_ACTIONS });
  const open = openActionsFirst(actions.data?.list ?? []);
  return (
    <div className={styles.page}>
      <h1 className={`${styles.bar} ${styles.sectionTitle}`}>{t('route.todoActionsH5')}</h1>
      <ActionCards actions={open} empty={actions.isSuccess && open.length === 0} />
      <MeetingTabBar />
    </div>
  );
}
