import type { FeedbackFormFilter } from '@portal/contracts';
import { Input, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { FEEDBACK_FORM_FILTERS, FEEDBACK_FORMS_PAGE_SIZE } from '../../../api/contract-values.ts';
import { CreateButton } from '../../../components/list-page/CreateButton.tsx';
import { FilterBar } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect } from '../../../components/list-page/FilterSelect.tsx';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../../console/index.ts';
import { RightGate, useHoldsRight } from '../../rights/index.ts';
import styles from '../feedback.module.css';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { FormsTable } from './components/FormsTable.tsx';
import { useFeedbackForms } from './use-feedback-forms.ts';

addFeatureTexts({ zh, en });

// The editor is its own chunk, loaded when a questionnaire is opened: one page in the route table.
const FeedbackFormEditPage = lazy(async () => ({
  default: (await import('./FeedbackFormEditPage.tsx')).FeedbackFormEditPage,
}));

/** Whether the address opens the editor (?key=, ?copy= or ?new) rather than the list. */
const opensEditor = (query: URLSearchParams) => query.has('key') || query.has('copy') || query.has('new');

/**
 * /#/admin/feedback/forms (问卷管理): the questionnaires, found by title and status, and the
 * editor of one (feedback:edit).
 */
export function FeedbackFormsPage() {
  const query = new URLSearchParams(useSearch());
  if (opensEditor(query)) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <FeedbackFormEditPage query={query} />
      </Suspense>
    );
  }
  return <FormsListPage />;
}

function FormsListPage() {
  const { t } = useTranslation();
  const canEdit = useHoldsRight('feedback:edit');
  const [, navigate] = useLocation();
  return (
    <ConsoleFrame
      title={t('route.feedbackForms')}
      intro={t('feedback.forms.intro')}
      actions={
        canEdit && (
          <CreateButton onClick={() => navigate('/admin/feedback/forms?new')} testId="feedback-form-create">
            {t('feedback.forms.create')}
          </CreateButton>
        )
      }
      testId="feedback-forms-page"
    >
      <RightGate
        right="feedback:edit"
        refusal={t('feedback.forms.notAllowed')}
        testId="feedback-forms-not-allowed"
      >
        <FormsList />
      </RightGate>
    </ConsoleFrame>
  );
}

function FormsList() {
  const { t } = useTranslation();
  const canReadAnswers = useHoldsRight('feedback:read') === true;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FeedbackFormFilter>();
  const [pageNo, setPageNo] = useState(1);
  const forms = useFeedbackForms({ search, status, pageNo, pageSize: FEEDBACK_FORMS_PAGE_SIZE });
  return (
    <>
      <FilterBar>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('feedback.forms.search')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPageNo(1);
          }}
          data-testid="feedback-forms-search"
        />
        <FilterSelect<FeedbackFormFilter>
          className={styles.statusFilter}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
          placeholder={t('feedback.forms.allStatuses')}
          options={FEEDBACK_FORM_FILTERS.map((value) => ({
            value,
            label: t(`feedback.forms.status.${value}`),
          }))}
          testId="feedback-forms-status"
        />
      </FilterBar>
      <FormsTable
        rows={forms.data?.items ?? []}
        loading={forms.isPending || forms.isPlaceholderData}
        total={forms.data?.totalCount ?? 0}
        pageNo={pageNo}
        pageSize={FEEDBACK_FORMS_PAGE_SIZE}
        onPageChange={setPageNo}
        canReadAnswers={canReadAnswers}
      />
    </>
  );
}
