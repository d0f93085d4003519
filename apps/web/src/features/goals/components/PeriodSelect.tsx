import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGoalPeriods } from '../hooks/use-goals.ts';
import { periodLabel } from '../model/period-label.ts';

/** The half years one can pick, newest first, the closed ones marked. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (period: string) => void;
}) {
  const { t } = useTranslation();
  const periods = useGoalPeriods().data?.periods ?? [];
  return (
    <Select
      value={value}
      onChange={onChange}
      style={{ minWidth: 180 }}
      aria-label={t('goals.period')}
      data-testid="goal-period"
      options={periods.map(({ period, open }) => ({
        value: period,
        label: `${periodLabel(period, t)}${open ? '' : ` · ${t('goals.closed')}`}`,
      }))}
    />
  );
}
