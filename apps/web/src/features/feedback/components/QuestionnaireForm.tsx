import type { FormTemplate } from '@portal/contracts';
import { Button, Checkbox, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { FEEDBACK_ANSWER_MAX_LENGTH } from '../../../api/contract-values.ts';
import { useCurrentUser } from '../../../api/current-user.ts';
import { useSingleSubmit } from '../../../api/use-single-submit.ts';
import styles from '../feedback.module.css';
import { useSubmitFeedback } from '../hooks/use-feedback.ts';
import { type AnswerDrafts, canSubmit, submitRequest } from '../model/questionnaire.ts';
import { type SubmitResult, SubmitResultDialog } from './SubmitResultDialog.tsx';

interface QuestionnaireFormProps {
  template: FormTemplate;
  /** The console's preview: everything as employees see it, but nothing is sent. */
  preview?: boolean;
}

/**
 * One field per question (its hint as placeholder, required ones marked), the anonymous checkbox
 * (ticked as the questionnaire says, by default) and submit.
 */
export function QuestionnaireForm({ template, preview = false }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const [anonymous, setAnonymous] = useState(template.anonymousDefault);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const submit = useSubmitFeedback();
  const closeDialog = useCallback(() => setResult(null), []);
  const { pending, run } = useSingleSubmit();

  const send = () =>
    run(async () => {
      try {
        await submit.mutateAsync(submitRequest(template, drafts, anonymous));
        setDrafts({});
        setResult({ kind: 'success' });
      } catch (error) {
        // The server's reason is in the person's language; without one (no answer) say so too.
        const reason =
          error instanceof ApiError && error.error ? error.message : t('feedback.failure.noAnswer');
        setResult({ kind: 'failure', reason });
      }
    });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!preview && canSubmit(template, drafts)) void send();
      }}
    >
      {template.formTextList.map((question, index) => (
        <div key={question.rank} className={styles.question}>
          <label htmlFor={`feedback-question-${question.rank}`} className={styles.questionTitle}>
            {index + 1}. {question.title}
            {question.required && (
              <span className={styles.required} title={t('feedback.required')}>
                {' *'}
              </span>
            )}
          </label>
          <Input.TextArea
            id={`feedback-question-${question.rank}`}
            value={drafts[question.rank] ?? ''}
            onChange={(event) => setDrafts({ ...drafts, [question.rank]: event.target.value })}
            placeholder={question.content}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={FEEDBACK_ANSWER_MAX_LENGTH}
            showCount
            aria-required={question.required}
            data-testid="feedback-answer"
          />
        </div>
      ))}
      <div className={styles.actions}>
        <div>
          <Checkbox
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            data-testid="feedback-anonymous"
          >
            {t('feedback.anonymous')}
          </Checkbox>
          <p className={styles.hint}>
            {anonymous ? t('feedback.anonymousHint') : t('feedback.signedHint', { name: user?.name ?? '' })}
          </p>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          disabled={preview || !canSubmit(template, drafts) || pending}
          loading={pending}
          data-testid="feedback-submit"
        >
          {t(preview ? 'feedback.previewSubmit' : 'feedback.submit')}
        </Button>
      </div>
      <SubmitResultDialog result={result} onClose={closeDialog} />
    </form>
  );
}
