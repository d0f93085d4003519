import { CalendarOutlined } from '@ant-design/icons';
import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { isBookingDateDisabled } from '../model/date-rules.ts';
import styles from './search-bar.module.css';

const loadDatePicker = () => import('antd/es/date-picker');
const DatePicker = lazy(async () => ({
  default: (await loadDatePicker()).default as ComponentType<DatePickerProps<Dayjs>>,
}));

interface BookingDatePickerProps {
  /** YYYY-MM-DD */
  date: string;
  now: Dayjs;
  onChange: (date: string) => void;
}

const shown = (date: string) => dayjs(date).format('YYYY-MM-DD ddd');

/**
 * The list's date. antd's calendar is a third of the room page's script, and most visits never
 * open it: the page shows the date in a field of the same look, fetches the calendar when the
 * pointer or focus reaches the field, and swaps it in, open, on the first click.
 */
export function BookingDatePicker({ date, now, onChange }: BookingDatePickerProps) {
  const [wanted, setWanted] = useState(false);
  const field = (
    <button
      type="button"
      className={`${styles.datePicker} ${styles.dateField}`}
      onPointerEnter={loadDatePicker}
      onFocus={loadDatePicker}
      onClick={() => setWanted(true)}
      data-testid="date-picker"
    >
      <span>{shown(date)}</span>
      <CalendarOutlined className={styles.dateIcon} />
    </button>
  );
  if (!wanted) return field;
  return (
    <Suspense fallback={field}>
      <DatePicker
        data-testid="date-picker"
        className={styles.datePicker}
        value={dayjs(date)}
        allowClear={false}
        defaultOpen
        autoFocus
        format="YYYY-MM-DD ddd"
        // No past days, nothing beyond 90 days from now (company clock).
        disabledDate={(day) => isBookingDateDisabled(day.format('YYYY-MM-DD'), now)}
        onChange={(day) => day && !Array.isArray(day) && onChange(day.format('YYYY-MM-DD'))}
      />
    </Suspense>
  );
}
