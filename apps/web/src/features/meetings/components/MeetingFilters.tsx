import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../meetings.module.css';
import { charCount } from '../model/char-count.ts';
import { MEETING_STATUS_FILTERS, type MeetingListState } from '../model/meeting-list-state.ts';

interface MeetingFiltersProps {
  state: MeetingListState;
  onChange: (change: Partial<Omit<MeetingListState, 'page'>>) => void;
}

/** Status, words in the subject or content, and a range of days. */
export function MeetingFilters({ state, onChange }: MeetingFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <Select<number>
        allowClear
        style={{ width: 140 }}
        placeholder={t('meetings.filter.status')}
        value={state.status}
        onChange={(status) => onChange({ status })}
        options={MEETING_STATUS_FILTERS.map((status) => ({
          value: status,
          label: t(`meetings.status.${status}`),
        }))}
        data-testid="meeting-filter-status"
      />
      {/* The browser's own date fields: a calendar widget would double the page's weight. */}
      <Input
        type="date"
        style={{ width: 150 }}
        aria-label={t('meetings.filter.from')}
        value={state.from}
        max={state.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
        data-testid="meeting-filter-from"
      />
      <Input
        type="date"
        style={{ width: 150 }}
        aria-label={t('meetings.filter.to')}
        value={state.to}
        min={state.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        data-testid="meeting-filter-to"
      />
      <Input.Search
        key={state.content}
        allowClear
        style={{ width: 220 }}
        defaultValue={state.content}
        count={charCount(100)}
        placeholder={t('meetings.filter.content')}
        onSearch={(content) => onChange({ content: content.trim() })}
        data-testid="meeting-filter-content"
      />
    </div>
  );
}
