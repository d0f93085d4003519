import type { GoalStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GoalStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  approved: 'success',
  returned: 'warning',
};

/** A sheet's status as a coloured tag (未填写 when there is no sheet yet). */
export function StatusTag({ status }: { status: GoalStatus | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={status ? COLORS[status] : 'default'} data-testid="goal-status" data-status={status ?? 'none'}>
      {t(`goals.status.${status ?? 'none'}`)}
    </Tag>
  );
}
