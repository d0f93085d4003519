import { useTranslation } from 'react-i18next';

export function MeetingOrderPage() {
  const { t } = useTranslation();
  return <h1>{t('route.meetingOrder')}</h1>;
}
