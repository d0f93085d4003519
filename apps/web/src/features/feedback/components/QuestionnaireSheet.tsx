import type { FormTemplate } from '@portal/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../feedback.module.css';
import { QuestionnaireForm } from './QuestionnaireForm.tsx';

interface QuestionnaireSheetProps {
  template: FormTemplate;
  /** Beside the title: the link to the answers for those who may read them. */
  actions?: ReactNode;
  preview?: boolean;
}

/**
 * A questionnaire as employees meet it: title, description, what is required, then its form, or
 * a closed questionnaire's notice. The console's preview renders this same sheet.
 */
export function QuestionnaireSheet({ template, actions, preview }: QuestionnaireSheetProps) {
  const { t } = useTranslation();
  const someRequired = template.formTextList.some((question) => question.required);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title} data-testid="feedback-title">
          {template.formTitle}
        </h1>
        {actions}
      </header>
      {template.description && (
        <p className={styles.description} data-testid="feedback-description">
          {template.description}
        </p>
      )}
      <p className={styles.intro}>{t(someRequired ? 'feedback.introRequired' : 'feedback.intro')}</p>
      {template.status === 'closed' ? (
        <Result status="info" title={t('feedback.closed')} data-testid="feedback-closed" />
      ) : (
        <QuestionnaireForm key={template.key} template={template} preview={preview} />
      )}
    </>
  );
}
