import { Badge, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DisclosureMonth, formatMonth } from '../model/months.ts';
import styles from './month-menu.module.css';

interface MonthMenuProps {
  months: DisclosureMonth[];
  active: string | null;
  onChoose: (month: string) => void;
}

/** The months that have disclosures, newest first, with their batch counts. */
export function MonthMenu({ months, active, onChoose }: MonthMenuProps) {
  const { t } = useTranslation();
  const pattern = t('home.publicShow.monthFormat');
  return (
    <Card size="small" variant="borderless" title={t('home.publicShow.months')} className={styles.menu}>
      <ul className={styles.list} data-testid="public-show-months">
        {months.map(({ month, count }) => (
          <li key={month}>
            <button
              type="button"
              className={styles.month}
              aria-current={month === active}
              onClick={() => onChoose(month)}
              data-testid={`public-show-month-${month}`}
            >
              <span>{formatMonth(month, pattern)}</span>
              <Badge count={count} color={month === active ? '#1664ff' : '#c9cdd4'} />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
