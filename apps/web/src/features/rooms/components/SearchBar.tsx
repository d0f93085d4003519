import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RoomSearch } from '../model/search-filter.ts';
import type { CapacityChoice } from '../model/search-options.ts';
import { BookingDatePicker } from './BookingDatePicker.tsx';
import { ListIcon } from './icons.tsx';
import { LocationCascader } from './LocationCascader.tsx';
import { RoomFilterPopover } from './RoomFilterPopover.tsx';
import styles from './search-bar.module.css';
import { TimeWindowPopover } from './TimeWindowPopover.tsx';

interface SearchBarProps {
  search: RoomSearch;
  now: Dayjs;
  onDateChange: (date: string) => void;
  onChange: (changes: Partial<RoomSearch>) => void;
  onOpenMyBookings: () => void;
}

/** Date, time window, filter, location and 我的预定 above the room list. */
export function SearchBar({ search, now, onDateChange, onChange, onOpenMyBookings }: SearchBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        <BookingDatePicker date={search.date} now={now} onChange={onDateChange} />
        <TimeWindowPopover
          search={search}
          now={now}
          onApply={(startTime, durationMinutes) => onChange({ startTime, durationMinutes })}
        />
        <RoomFilterPopover
          capacity={search.capacity}
          devices={search.devices}
          onApply={(capacity: CapacityChoice, devices) => onChange({ capacity, devices })}
        />
        <LocationCascader value={search.location} onChange={(location) => onChange({ location })} />
      </div>
      <Button type="link" icon={<ListIcon />} onClick={onOpenMyBookings} data-testid="my-bookings-link">
        {t('meetingOrder.myBookings.link')}
      </Button>
    </div>
  );
}
