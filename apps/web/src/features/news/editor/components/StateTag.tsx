import type { EditorialState } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EditorialState, string> = {
  draft: 'default',
  scheduled: 'blue',
  live: 'green',
  expired: 'orange',
  deleted: 'red',
};

/** Where a notice stands: 草稿, 待发布, 已发布, 已下线, 已删除. */
export function StateTag({ state }: { state: EditorialState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="notice-state" data-state={state}>
      {t(`newsEditor.states.${state}`)}
    </Tag>
  );
}
