import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { FEEDBACK_FORM_KEY, formAnswersExportPath } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { AnswersTable } from './components/AnswersTable.tsx';
import styles from './feedback.module.css';
import { useFeedbackAnswers, useFeedbackTemplate } from './hooks/use-feedback.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { questionnairePath } from './model/questionnaire.ts';

addFeatureTexts({ zh, en });

/**
 * /#/listenQuestionnaire/answers?key=: a questionnaire's answers (the feedback questionnaire's
 * without a key) with paging and the spreadsheet export (feedback:read).
 */
export function FeedbackAnswersPage() {
  const { t } = useTranslation();
  const key = new URLSearchParams(useSearch()).get('key') || FEEDBACK_FORM_KEY;
  const exportHref = `${formAnswersExportPath}?${new URLSearchParams({ key })}`;
  const canRead = useHoldsRight('feedback:read');
  const [pageNo, setPageNo] = useState(1);
  const { data: template } = useFeedbackTemplate(key);
  const answers = useFeedbackAnswers(key, pageNo, canRead === true);
  const back = (
    <Link to={questionnairePath(key)}>
      <Button data-testid="feedback-back">{t('feedback.answers.back')}</Button>
    </Link>
  );

  if (canRead === false) {
    return (
      <div className={styles.page}>
        <Alert type="warning" showIcon message={t('feedback.answers.notAllowed')} action={back} />
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Card>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {t('feedback.answers.heading', { title: template?.formTitle ?? t('route.listenQuestionnaire') })}
          </h1>
          <div className={styles.toolbar}>
            {back}
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={exportHref}
              download
              data-testid="feedback-export"
            >
              {t('feedback.answers.export')}
            </Button>
          </div>
        </header>
        <p className={styles.intro} data-testid="feedback-total">
          {answers.data ? t('feedback.answers.total', { count: answers.data.totalCount }) : '\u00a0'}
        </p>
        {template ? (
          <AnswersTable
            template={template}
            page={answers.data}
            pageNo={pageNo}
            loading={answers.isFetching}
            onPageChange={setPageNo}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}
