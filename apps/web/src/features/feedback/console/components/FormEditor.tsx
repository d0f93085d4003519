import { PlusOutlined } from '@ant-design/icons';
import type { FeedbackFormDetail } from '@portal/contracts';
import { Alert, Button, Checkbox, Input, Tag } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  FEEDBACK_FORM_DESCRIPTION_MAX,
  FEEDBACK_FORM_MAX_QUESTIONS,
  FEEDBACK_FORM_TITLE_MAX,
} from '../../../../api/contract-values.ts';
import { useSingleSubmit } from '../../../../api/use-single-submit.ts';
import styles from '../../feedback.module.css';
import { emptyQuestion, type FormDraft, inputOf, isSavable, moved } from '../../model/form-draft.ts';
import { STATUS_COLORS } from '../../model/form-status.ts';
import { useFeedbackFormAction, useSaveFeedbackForm } from '../use-feedback-forms.ts';
import { FormPreview } from './FormPreview.tsx';
import { LangField } from './LangField.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';

interface FormEditorProps {
  /** The saved questionnaire being edited; none for a new one (or a copy). */
  form?: FeedbackFormDetail;
  initial: FormDraft;
}

/** The questionnaire's texts side by side in Chinese and English, its questions, preview, save, open and close. */
export function FormEditor({ form, initial }: FormEditorProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveFeedbackForm();
  const act = useFeedbackFormAction();
  const { pending, run } = useSingleSubmit();
  const answered = (form?.answerCount ?? 0) > 0;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (change: Partial<FormDraft>) => setDraft({ ...draft, ...change });
  const setQuestions = (questions: FormDraft['questions']) => set({ questions });
  const titleMissing = showErrors && draft.formTitle.trim() === '';

  const onSave = () =>
    run(async () => {
      if (!isSavable(draft)) {
        setShowErrors(true);
        return;
      }
      const saved = await save.mutateAsync({ key: form?.key ?? null, input: inputOf(draft) });
      void message.success(t('feedback.forms.saved'));
      if (!form)
        navigate(`/admin/feedback/forms?${new URLSearchParams({ key: saved.key })}`, { replace: true });
    });

  const statusAction = form && !form.deleted ? (form.status === 'open' ? 'unpublish' : 'publish') : null;

  return (
    <div className={styles.editor} data-testid="feedback-form-editor">
      {form && (
        <div className={styles.editorActions}>
          <Tag
            color={STATUS_COLORS[form.deleted ? 'deleted' : form.status]}
            data-testid="feedback-editor-status"
          >
            {t(`feedback.forms.status.${form.deleted ? 'deleted' : form.status}`)}
          </Tag>
          <span>{t('feedback.forms.answerCount', { count: form.answerCount })}</span>
        </div>
      )}
      {answered && <Alert type="info" showIcon title={t('feedback.forms.answeredRules')} />}
      <section>
        <div className={styles.bilingual}>
          <span className={`${styles.columnHead} ${styles.onWide}`}>{t('feedback.forms.chinese')}</span>
          <span className={`${styles.columnHead} ${styles.onWide}`}>{t('feedback.forms.english')}</span>
          <LangField
            label={t('feedback.forms.chinese')}
            error={titleMissing ? t('feedback.forms.titleRequired') : undefined}
          >
            <Input
              value={draft.formTitle}
              maxLength={FEEDBACK_FORM_TITLE_MAX}
              placeholder={t('feedback.forms.formTitle')}
              status={titleMissing ? 'error' : undefined}
              onChange={(event) => set({ formTitle: event.target.value })}
              data-testid="feedback-form-title"
            />
          </LangField>
          <LangField label={t('feedback.forms.englishShort')}>
            <Input
              value={draft.formTitleEn}
              maxLength={FEEDBACK_FORM_TITLE_MAX}
              placeholder={t('feedback.forms.formTitleEn')}
              onChange={(event) => set({ formTitleEn: event.target.value })}
              data-testid="feedback-form-title-en"
            />
          </LangField>
          <LangField label={t('feedback.forms.chinese')}>
            <Input.TextArea
              value={draft.description}
              maxLength={FEEDBACK_FORM_DESCRIPTION_MAX}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('feedback.forms.description')}
              onChange={(event) => set({ description: event.target.value })}
              data-testid="feedback-form-description"
            />
          </LangField>
          <LangField label={t('feedback.forms.englishShort')}>
            <Input.TextArea
              value={draft.descriptionEn}
              maxLength={FEEDBACK_FORM_DESCRIPTION_MAX}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('feedback.forms.descriptionEn')}
              onChange={(event) => set({ descriptionEn: event.target.value })}
              data-testid="feedback-form-description-en"
            />
          </LangField>
        </div>
        <p className={styles.intro}>{t('feedback.forms.englishFallback')}</p>
        <Checkbox
          checked={draft.anonymousDefault}
          onChange={(event) => set({ anonymousDefault: event.target.checked })}
          data-testid="feedback-form-anonymous"
        >
          {t('feedback.forms.anonymousDefault')}
        </Checkbox>
      </section>
      <section>
        <span className={styles.fieldLabel}>
          {t('feedback.forms.questions', { count: draft.questions.length, max: FEEDBACK_FORM_MAX_QUESTIONS })}
        </span>
        <ol className={styles.questions}>
          {draft.questions.map((question, index) => (
            <QuestionEditor
              key={questionKey(question, index)}
              question={question}
              index={index}
              count={draft.questions.length}
              answered={answered}
              showErrors={showErrors}
              onChange={(changed) => setQuestions(draft.questions.map((q, i) => (i === index ? changed : q)))}
              onMove={(step) => setQuestions(moved(draft.questions, index, step))}
              onRemove={() => setQuestions(draft.questions.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        <Button
          className={styles.addQuestion}
          icon={<PlusOutlined />}
          disabled={draft.questions.length >= FEEDBACK_FORM_MAX_QUESTIONS}
          onClick={() => setQuestions([...draft.questions, emptyQuestion()])}
          data-testid="feedback-question-add"
        >
          {t('feedback.forms.addQuestion')}
        </Button>
      </section>
      <div className={styles.editorActions}>
        <Button
          type="primary"
          loading={pending}
          disabled={pending}
          onClick={onSave}
          data-testid="feedback-form-save"
        >
          {t('feedback.forms.save')}
        </Button>
        <Button onClick={() => setPreviewing(true)} data-testid="feedback-form-preview">
          {t('feedback.forms.preview')}
        </Button>
        {form && statusAction && (
          <Button
            disabled={dirty || act.isPending}
            loading={act.isPending}
            onClick={() => act.mutate({ action: statusAction, key: form.key })}
            data-testid={`feedback-editor-${statusAction}`}
          >
            {t(`feedback.forms.actions.${statusAction}`)}
          </Button>
        )}
        <Button onClick={() => navigate('/admin/feedback/forms')} data-testid="feedback-form-back">
          {t('feedback.forms.back')}
        </Button>
        {statusAction && dirty && <span className={styles.intro}>{t('feedback.forms.saveFirst')}</span>}
      </div>
      {previewing && <FormPreview draft={draft} onClose={() => setPreviewing(false)} />}
    </div>
  );
}

/** A saved question is known by its rank; a new one by its place among the new ones. */
const questionKey = (question: FormDraft['questions'][number], index: number) =>
  question.rank === undefined ? `new-${index}` : `q-${question.rank}`;
