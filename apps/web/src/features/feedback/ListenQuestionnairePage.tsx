import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { QuestionnaireSheet } from './components/QuestionnaireSheet.tsx';
import styles from './feedback.module.css';
import { useFeedbackTemplate, useOpenForms } from './hooks/use-feedback.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { answersPath, questionnairePath, shownKey } from './model/questionnaire.ts';

addFeatureTexts({ zh, en });

/**
 * /#/listenQuestionnaire: a questionnaire, anonymous by default (docs/feedback.md): the one
 * `?key=` names, else the portal's feedback questionnaire, with links to the others open now.
 */
export function ListenQuestionnairePage() {
  const { t } = useTranslation();
  const open = useOpenForms();
  const key = shownKey(new URLSearchParams(useSearch()).get('key'), open.data);
  const { data: template, error } = useFeedbackTemplate(key);
  const canRead = useHoldsRight('feedback:read');
  const others = (open.data ?? []).filter((form) => form.key !== key);
  const missing = error instanceof ApiError && error.error === 'feedback.templateNotFound';

  return (
    <div className={styles.page}>
      {others.length > 0 && (
        <nav className={styles.others} aria-label={t('feedback.others')} data-testid="feedback-others">
          <span>{t('feedback.others')}</span>
          {others.map((form) => (
            <Link key={form.key} to={questionnairePath(form.key)} data-testid="feedback-other">
              {form.formTitle}
            </Link>
          ))}
        </nav>
      )}
      <Card>
        {error ? (
          <Result
            status={missing ? 'info' : 'warning'}
            title={t(missing ? 'feedback.notFound' : 'feedback.loadFailed')}
          />
        ) : template ? (
          <QuestionnaireSheet
            template={template}
            actions={
              canRead === true && (
                <Link to={answersPath(template.key)}>
                  <Button data-testid="feedback-answers-link">{t('feedback.answersLink')}</Button>
                </Link>
              )
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </div>
  );
}
