import type { Holiday } from '@portal/contracts';
import { Card, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../holidays.module.css';
import { useHolidayYear } from '../hooks/use-holidays.ts';
import { dayMarks } from '../model/calendar.ts';
import { HolidayTable } from './HolidayTable.tsx';
import { MonthCard } from './MonthCard.tsx';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

interface YearViewProps {
  year: number;
  canEdit: boolean;
  onEdit: (holiday: Holiday) => void;
  onRemove: (holiday: Holiday) => void;
}

/** One year's notice: its holidays listed, then the twelve months with them marked; or "not published yet". */
export function YearView({ year, canEdit, onEdit, onRemove }: YearViewProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useHolidayYear(year);
  const holidays = data?.holidays ?? [];
  const marks = useMemo(() => dayMarks(holidays), [holidays]);

  if (isLoading) return <Spin className={styles.loading} />;
  if (holidays.length === 0) {
    return (
      <Card className={styles.card}>
        <Empty description={t('holidays.notPublished', { year })} data-testid="holiday-not-published" />
      </Card>
    );
  }
  return (
    <div className={styles.year}>
      <Card className={styles.card} title={t('holidays.listTitle', { year })}>
        <HolidayTable holidays={holidays} canEdit={canEdit} onEdit={onEdit} onRemove={onRemove} />
      </Card>
      <Card className={styles.card} title={t('holidays.calendarTitle', { year })}>
        <p className={styles.legend}>
          <span className={`${styles.legendMark} ${styles.off}`}>{t('holidays.badge.off')}</span>
          {t('holidays.mark.off')}
          <span className={`${styles.legendMark} ${styles.work}`}>{t('holidays.badge.work')}</span>
          {t('holidays.mark.work')}
        </p>
        <div className={styles.months}>
          {MONTHS.map((month) => (
            <MonthCard key={month} year={year} month={month} marks={marks} />
          ))}
        </div>
      </Card>
    </div>
  );
}
