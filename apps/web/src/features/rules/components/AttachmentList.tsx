import { PaperClipOutlined } from '@ant-design/icons';
import type { DocumentAttachment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../rules.module.css';
import { DownloadButton } from './DownloadButton.tsx';

/** Rule detail: the attachments, each with download, and "download all" as one zip. */
export function AttachmentList({ attachments, name }: { attachments: DocumentAttachment[]; name: string }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <section className={styles.attachments} data-testid="rule-attachments">
      <div className={styles.attachmentsHeader}>
        <span>{t('rules.detail.attachments', { count: attachments.length })}</span>
        <DownloadButton
          // Several files come as one zip; a single one as itself.
          attachments={attachments}
          name={name}
          label={t('rules.detail.downloadAll')}
          testId="rule-download-all"
          type="primary"
        />
      </div>
      {attachments.map((attachment) => (
        <div key={attachment.id} className={styles.attachmentRow} data-testid="rule-attachment">
          <span className={styles.attachmentName}>
            <PaperClipOutlined />
            <span data-testid="rule-attachment-name">{attachment.filename}</span>
          </span>
          <DownloadButton
            attachments={[attachment]}
            name={attachment.filename}
            label={t('rules.detail.download')}
            testId="rule-attachment-download"
          />
        </div>
      ))}
    </section>
  );
}
