import { Button, CalendarPicker, Selector } from 'antd-mobile';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../../api/contract-values.ts';
import { currentLanguage } from '../../../../i18n/i18n.ts';
import { companyToday, lastBookableDate } from '../../model/date-rules.ts';
import type { RoomSearch } from '../../model/search-filter.ts';
import { DURATION_OPTIONS, startTimeOptions } from '../../model/search-options.ts';
import { type DayTab, dayTabs } from '../model/day-tabs.ts';
import styles from '../rooms-h5.module.css';

type TimeChoice = Pick<RoomSearch, 'date' | 'startTime' | 'durationMinutes'>;

interface TimePanelProps {
  search: RoomSearch;
  now: Dayjs;
  onApply: (choice: TimeChoice) => void;
}

const ANY = 'any';

/** The product's labels are Chinese; in English the day's short name says the same. */
const tabLabel = (tab: DayTab, t: (key: string) => string) => {
  if (currentLanguage() === 'zh') return tab.label;
  return tab.isToday ? t('h5.today') : dayjs(tab.date).format('ddd');
};

/**
 * The day (eleven quick days, or the calendar up to the last bookable day) and the time window.
 * Nothing is searched until 确定; a day change drops a start that day no longer offers.
 */
export function TimePanel({ search, now, onApply }: TimePanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TimeChoice>(search);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const starts = startTimeOptions(draft.date, now);
  const chooseDate = (date: string) =>
    setDraft((current) => ({
      ...current,
      date,
      startTime:
        current.startTime && startTimeOptions(date, now).includes(current.startTime)
          ? current.startTime
          : null,
    }));
  const tabs = dayTabs(now);
  const inTabs = tabs.some((tab) => tab.date === draft.date);

  return (
    <div className={styles.panel} data-testid="h5-time-panel">
      <div className={styles.dayTabs}>
        {tabs.map((tab) => (
          <button
            key={tab.date}
            type="button"
            className={styles.dayTab}
            aria-pressed={tab.date === draft.date}
            data-testid={`h5-day-${tab.date}`}
            onClick={() => chooseDate(tab.date)}
          >
            <span>{tabLabel(tab, t)}</span>
            <span className={styles.dayTabDate}>{tab.date.slice(5)}</span>
          </button>
        ))}
      </div>
      <Button
        size="small"
        fill="none"
        color="primary"
        onClick={() => setCalendarOpen(true)}
        data-testid="h5-more-days"
      >
        {inTabs ? t('h5.moreDays') : t('h5.chosenDay', { date: draft.date })}
      </Button>
      <CalendarPicker
        visible={calendarOpen}
        selectionMode="single"
        value={dayjs(draft.date).toDate()}
        min={dayjs(companyToday(now)).toDate()}
        max={dayjs(lastBookableDate(now)).toDate()}
        onClose={() => setCalendarOpen(false)}
        onConfirm={(value) => {
          if (value) chooseDate(dayjs(value).format(DATE_FORMAT));
        }}
      />
      <h3 className={styles.panelHeading}>{t('meetingOrder.time.start')}</h3>
      {starts.length === 0 && <p className={styles.panelNote}>{t('meetingOrder.time.noStartLeft')}</p>}
      <Selector
        columns={4}
        options={[
          { label: t('meetingOrder.time.anyStart'), value: ANY },
          ...starts.map((start) => ({ label: start, value: start })),
        ]}
        value={[draft.startTime ?? ANY]}
        onChange={(values) => {
          const [value] = values;
          setDraft((current) => ({ ...current, startTime: !value || value === ANY ? null : value }));
        }}
      />
      <h3 className={styles.panelHeading}>{t('meetingOrder.time.duration')}</h3>
      <Selector
        columns={3}
        options={DURATION_OPTIONS.map((option) => ({
          label: t(option.labelKey),
          value: option.minutes === null ? ANY : String(option.minutes),
        }))}
        value={[draft.durationMinutes === null ? ANY : String(draft.durationMinutes)]}
        onChange={(values) => {
          const [value] = values;
          setDraft((current) => ({
            ...current,
            durationMinutes: !value || value === ANY ? null : Number(value),
          }));
        }}
      />
      <div className={styles.panelActions}>
        <Button block onClick={() => setDraft({ date: search.date, startTime: null, durationMinutes: null })}>
          {t('meetingOrder.actions.reset')}
        </Button>
        <Button block color="primary" onClick={() => onApply(draft)} data-testid="h5-time-apply">
          {t('h5.confirm')}
        </Button>
      </div>
    </div>
  );
}
