import { Button, Popover, Radio, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomSearch } from '../model/search-filter.ts';
import { DURATION_OPTIONS, startTimeOptions } from '../model/search-options.ts';
import { ClockIcon } from './icons.tsx';
import styles from './search-bar.module.css';

interface TimeWindowPopoverProps {
  search: RoomSearch;
  now: Dayjs;
  onApply: (startTime: string | null, durationMinutes: number | null) => void;
}

/** Start (不限 or a half hour; today only later than now) and duration; Save and Reset. */
export function TimeWindowPopover({ search, now, onApply }: TimeWindowPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(search.startTime);
  const [duration, setDuration] = useState(search.durationMinutes);
  const starts = startTimeOptions(search.date, now);
  const durationLabel = (minutes: number | null) =>
    t(DURATION_OPTIONS.find((option) => option.minutes === minutes)?.labelKey ?? '');

  const openChange = (next: boolean) => {
    if (next) {
      setStart(search.startTime);
      setDuration(search.durationMinutes);
    }
    setOpen(next);
  };
  // Saving or resetting closes the popover and reloads.
  const apply = (nextStart: string | null, nextDuration: number | null) => {
    setOpen(false);
    onApply(nextStart, nextDuration);
  };

  const content = (
    <div className={styles.panel} data-testid="time-window-panel">
      <div className={styles.panelLabel}>{t('meetingOrder.time.start')}</div>
      <div className={styles.startGrid}>
        {[null, ...starts].map((option) => (
          <Tag.CheckableTag
            key={option ?? 'any'}
            checked={start === option}
            onChange={() => setStart(option)}
          >
            {option ?? t('meetingOrder.time.anyStart')}
          </Tag.CheckableTag>
        ))}
      </div>
      {starts.length === 0 && <div className={styles.panelNote}>{t('meetingOrder.time.noStartLeft')}</div>}
      <div className={styles.panelLabel}>{t('meetingOrder.time.duration')}</div>
      <Radio.Group
        optionType="button"
        value={duration ?? 'any'}
        onChange={(event) => setDuration(event.target.value === 'any' ? null : Number(event.target.value))}
        options={DURATION_OPTIONS.map((option) => ({
          value: option.minutes ?? 'any',
          label: t(option.labelKey),
        }))}
      />
      <div className={styles.panelActions}>
        <Button onClick={() => apply(null, null)}>{t('meetingOrder.actions.reset')}</Button>
        <Button type="primary" onClick={() => apply(start, duration)}>
          {t('meetingOrder.actions.save')}
        </Button>
      </div>
    </div>
  );

  const summary = search.startTime
    ? t('meetingOrder.time.summary', {
        start: search.startTime,
        duration: durationLabel(search.durationMinutes),
      })
    : t('meetingOrder.time.any');
  return (
    <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={openChange} content={content}>
      <Button
        icon={<ClockIcon />}
        type={search.startTime ? 'primary' : 'default'}
        ghost={!!search.startTime}
        data-testid="time-window-button"
        className={styles.trigger}
      >
        {summary}
      </Button>
    </Popover>
  );
}
