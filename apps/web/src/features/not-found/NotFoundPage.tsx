import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
