import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from '../meetings.module.css';
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
      <DatePicker.RangePicker
        style={{ width: 240 }}
        value={state.from && state.to ? [dayjs(state.from), dayjs(state.to)] : null}
        onChange={(range) =>
          onChange({
            from: range?.[0]?.format('YYYY-MM-DD') ?? '',
            to: range?.[1]?.format('YYYY-MM-DD') ?? '',
          })
        }
        placeholder={[t('meetings.filter.from'), t('meetings.filter.to')]}
        data-testid="meeting-filter-range"
      />
      <Input.Search
        key={state.content}
        allowClear
        style={{ width: 220 }}
        defaultValue={state.content}
        maxLength={100}
        placeholder={t('meetings.filter.content')}
        onSearch={(content) => onChange({ content: content.trim() })}
        data-testid="meeting-filter-content"
      />
    </div>
  );
}
