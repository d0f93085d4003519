import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../model/meeting-when.ts';

export function MeetingStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={statusColor(status)}>{t(`meetings.status.${status}`)}</Tag>;
}
