import type { ReviewStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'published' ? 'green' : 'default'} data-testid="review-status">
      {t(`reviews.status.${status}`)}
    </Tag>
  );
}
