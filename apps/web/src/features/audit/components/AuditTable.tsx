import type { AuditEvent } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListPaging, ListTable } from '../../../components/list-page/ListTable.tsx';
import styles from '../audit.module.css';
import { shownValue } from '../model/audit-filter.ts';

/** The changes of one event, a line per field: path, before → after. */
function Changes({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const empty = t('audit.empty');
  if (event.changes.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <ul className={styles.changes}>
      {event.changes.map((change) => (
        <li key={change.path}>
          <code>{change.path}</code>:{' '}
          <span className={styles.before}>{shownValue(change.before, empty)}</span>
          {' → '}
          <span className={styles.after}>{shownValue(change.after, empty)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The trail's rows, newest first: when, who, where, what, to what, and the fields it changed. */
export function AuditTable({
  rows,
  loading,
  paging,
}: {
  rows: AuditEvent[];
  loading: boolean;
  paging: ListPaging;
}) {
  const { t } = useTranslation();
  return (
    <ListTable<AuditEvent>
      rows={rows}
      loading={loading}
      paging={paging}
      emptyText={t('audit.none')}
      data-testid="audit-table"
      columns={[
        { title: t('audit.columns.at'), dataIndex: 'at', width: 110 },
        {
          title: t('audit.columns.person'),
          key: 'person',
          width: 160,
          render: (_, event) => (
            <div>
              <div>{event.actorName}</div>
              <div className={styles.muted}>{event.actorEmail}</div>
            </div>
          ),
        },
        {
          title: t('audit.columns.module'),
          key: 'module',
          width: 100,
          render: (_, event) => t(`audit.modules.${event.module}`),
        },
        {
          title: t('audit.columns.action'),
          key: 'action',
          width: 80,
          render: (_, event) => <Tag>{t(`audit.actions.${event.action}`)}</Tag>,
        },
        { title: t('audit.columns.subject'), dataIndex: 'subjectLabel', width: 180 },
        {
          title: t('audit.columns.changes'),
          key: 'changes',
          render: (_, event) => <Changes event={event} />,
        },
      ]}
    />
  );
}
