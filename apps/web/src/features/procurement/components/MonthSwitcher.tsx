import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shiftMonth } from '../model/months.ts';

interface MonthSwitcherProps {
  month: string;
  onChange: (month: string) => void;
}

/** Any month can be chosen (an empty one shows 暂无数据); the arrows step one month. */
export function MonthSwitcher({ month, onChange }: MonthSwitcherProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Tooltip title={t('home.publicShow.previous')}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('home.publicShow.previous')}
          onClick={() => onChange(shiftMonth(month, -1))}
          data-testid="public-show-previous"
        />
      </Tooltip>
      <DatePicker
        picker="month"
        allowClear={false}
        value={dayjs(`${month}-01`)}
        format={t('home.publicShow.monthFormat')}
        placeholder={t('home.publicShow.pickMonth')}
        onChange={(value) => value && onChange(value.format('YYYY-MM'))}
        data-testid="public-show-month-picker"
      />
      <Tooltip title={t('home.publicShow.next')}>
        <Button
          icon={<RightOutlined />}
          aria-label={t('home.publicShow.next')}
          onClick={() => onChange(shiftMonth(month, 1))}
          data-testid="public-show-next"
        />
      </Tooltip>
    </Space.Compact>
  );
}
