import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_QUESTION_HINT_MAX,
  FEEDBACK_QUESTION_KINDS,
  FEEDBACK_QUESTION_TITLE_MAX,
} from '../../../../api/contract-values.ts';
import styles from '../../feedback.module.css';
import { isLocked, type QuestionDraft } from '../../model/form-draft.ts';
import { LangField } from './LangField.tsx';

interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  count: number;
  /** The questionnaire has answers: an existing question stays, with its kind; a new one is optional. */
  answered: boolean;
  showErrors: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One question: its kind, required flag, title and hint in Chinese and English, and its place. */
export function QuestionEditor({
  question,
  index,
  count,
  answered,
  showErrors,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const locked = isLocked(question, answered);
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  const titleMissing = showErrors && question.title.trim() === '';
  return (
    <li className={styles.questionEditor} data-testid="feedback-question-editor">
      <div className={styles.questionBar}>
        <strong>{t('feedback.forms.questionNo', { n: index + 1 })}</strong>
        <Select
          size="small"
          value={question.kind}
          disabled={locked}
          aria-label={t('feedback.forms.kind')}
          options={FEEDBACK_QUESTION_KINDS.map((kind) => ({
            value: kind,
            label: t(`feedback.forms.kinds.${kind}`),
          }))}
          onChange={(kind) => set({ kind })}
        />
        <Checkbox
          checked={question.required}
          disabled={answered && question.rank === undefined}
          onChange={(event) => set({ required: event.target.checked })}
          data-testid="feedback-question-required"
        >
          {t('feedback.required')}
        </Checkbox>
        <span className={styles.questionMoves}>
          <Tooltip title={t('feedback.forms.moveUp')}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('feedback.forms.moveUp')}
              disabled={index === 0}
              onClick={() => onMove(-1)}
              data-testid="feedback-question-up"
            />
          </Tooltip>
          <Tooltip title={t('feedback.forms.moveDown')}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('feedback.forms.moveDown')}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              data-testid="feedback-question-down"
            />
          </Tooltip>
          <Tooltip title={locked ? t('feedback.forms.lockedHint') : t('feedback.forms.removeQuestion')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('feedback.forms.removeQuestion')}
              disabled={locked || count === 1}
              onClick={onRemove}
              data-testid="feedback-question-remove"
            />
          </Tooltip>
        </span>
      </div>
      <div className={styles.bilingual}>
        <LangField
          label={t('feedback.forms.chinese')}
          error={titleMissing ? t('feedback.forms.questionTitleRequired') : undefined}
        >
          <Input
            value={question.title}
            maxLength={FEEDBACK_QUESTION_TITLE_MAX}
            placeholder={t('feedback.forms.questionTitle')}
            status={titleMissing ? 'error' : undefined}
            onChange={(event) => set({ title: event.target.value })}
            data-testid="feedback-question-title"
          />
        </LangField>
        <LangField label={t('feedback.forms.englishShort')}>
          <Input
            value={question.titleEn}
            maxLength={FEEDBACK_QUESTION_TITLE_MAX}
            placeholder={t('feedback.forms.questionTitleEn')}
            onChange={(event) => set({ titleEn: event.target.value })}
            data-testid="feedback-question-title-en"
          />
        </LangField>
        <LangField label={t('feedback.forms.chinese')}>
          <Input.TextArea
            value={question.content}
            maxLength={FEEDBACK_QUESTION_HINT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('feedback.forms.hint')}
            onChange={(event) => set({ content: event.target.value })}
            data-testid="feedback-question-hint"
          />
        </LangField>
        <LangField label={t('feedback.forms.englishShort')}>
          <Input.TextArea
            value={question.contentEn}
            maxLength={FEEDBACK_QUESTION_HINT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('feedback.forms.hintEn')}
            onChange={(event) => set({ contentEn: event.target.value })}
            data-testid="feedback-question-hint-en"
          />
        </LangField>
      </div>
    </li>
  );
}
