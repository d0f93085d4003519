import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { QuestionnaireForm } from './components/QuestionnaireForm.tsx';
import styles from './feedback.module.css';
import { useFeedbackTemplate } from './hooks/use-feedback.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/** /#/listenQuestionnaire: the feedback questionnaire, anonymous by default (docs/feedback.md). */
export function ListenQuestionnairePage() {
  const { t } = useTranslation();
  const { data: template, isError } = useFeedbackTemplate();
  const canRead = useHoldsRight('feedback:read');

  return (
    <div className={styles.page}>
      <Card>
        <header className={styles.header}>
          <h1 className={styles.title} data-testid="feedback-title">
            {template?.formTitle ?? t('route.listenQuestionnaire')}
          </h1>
          {canRead === true && (
            <Link to="/listenQuestionnaire/answers">
              <Button data-testid="feedback-answers-link">{t('feedback.answersLink')}</Button>
            </Link>
          )}
        </header>
        <p className={styles.intro}>{t('feedback.intro')}</p>
        {isError ? (
          <Result status="warning" title={t('feedback.loadFailed')} />
        ) : template ? (
          <QuestionnaireForm template={template} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </div>
  );
}
