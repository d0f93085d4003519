import type { ProcurementDisclosure } from '@portal/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './disclosure-article.module.css';

/** One procurement batch: its name, publish date and the disclosure itself. */
export function DisclosureArticle({ batch }: { batch: ProcurementDisclosure }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className={styles.card} data-testid="public-show-batch">
      <h2 className={styles.name}>{batch.name}</h2>
      <p className={styles.date}>{t('home.publicShow.publishedOn', { date: batch.publishTime })}</p>
      <div
        className={styles.content}
        data-testid="public-show-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML before saving it (docs/home.md).
        dangerouslySetInnerHTML={{ __html: batch.content }}
      />
    </Card>
  );
}
