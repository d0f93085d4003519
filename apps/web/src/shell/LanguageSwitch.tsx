import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';

/** One button that names the other language; see switchLanguage for what happens next. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = currentLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      onClick={() => switchLanguage(other)}
      aria-label={t('shell.language.switchToLabel')}
      data-testid="language-switch"
    >
      {t('shell.language.switchTo')}
    </Button>
  );
}
