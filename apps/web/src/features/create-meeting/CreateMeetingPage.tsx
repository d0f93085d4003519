import { useTranslation } from 'react-i18next';

export function CreateMeetingPage() {
  const { t } = useTranslation();
  return <h1>{t('route.createMeeting')}</h1>;
}
