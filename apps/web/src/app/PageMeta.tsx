import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** On opening a page: its title in the tab, and the view back at the top. */
export function PageMeta({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = `${t(titleKey)} - ${t('app.name')}`;
  }, [titleKey, t]);

  // A page opened from another starts at its top; the query changing (a filter) keeps the scroll.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return null;
}
