import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '../../console/index.ts';
import { useHoldsRight } from '../../rights/index.ts';
import { copyOf, draftOf, emptyDraft } from '../model/form-draft.ts';
import { FormEditor } from './components/FormEditor.tsx';
import { useFeedbackForm } from './use-feedback-forms.ts';

/**
 * The editor view of /#/admin/feedback/forms: `?key=` edits a questionnaire, `?copy=` starts a new
 * one from another's texts and questions, `?new` an empty one (feedback:edit).
 */
export function FeedbackFormEditPage({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  const key = query.get('key');
  const copy = query.get('copy');
  const canEdit = useHoldsRight('feedback:edit');
  const source = useFeedbackForm(canEdit ? (key ?? copy) : null);
  const title = t(key ? 'feedback.forms.editTitle' : 'feedback.forms.create');

  const body = () => {
    if (canEdit === false) return <Alert type="warning" showIcon title={t('feedback.forms.notAllowed')} />;
    if (!key && !copy) return <FormEditor key="new" initial={emptyDraft()} />;
    if (source.isError) return <Result status="warning" title={t('feedback.notFound')} />;
    if (!source.data) return <Skeleton active paragraph={{ rows: 10 }} />;
    return key ? (
      <FormEditor key={`${key}-${source.dataUpdatedAt}`} form={source.data} initial={draftOf(source.data)} />
    ) : (
      <FormEditor key={`copy-${copy}`} initial={copyOf(source.data)} />
    );
  };

  return (
    <ConsoleFrame title={title} testId="feedback-form-edit-page">
      {body()}
    </ConsoleFrame>
  );
}
