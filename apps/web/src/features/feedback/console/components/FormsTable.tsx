import type { FeedbackFormSummary } from '@portal/contracts';
import { Button, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formAnswersExportPath } from '../../../../api/contract-values.ts';
import styles from '../../feedback.module.css';
import { actionsFor, STATUS_COLORS } from '../../model/form-status.ts';
import { answersPath } from '../../model/questionnaire.ts';
import { type FormAction, useFeedbackFormAction } from '../use-feedback-forms.ts';

interface FormsTableProps {
  rows: FeedbackFormSummary[];
  loading: boolean;
  total: number;
  pageNo: number;
  pageSize: number;
  onPageChange: (pageNo: number) => void;
  /** Holds feedback:read: the results and the export are theirs. */
  canReadAnswers: boolean;
}

const editPath = (query: Record<string, string>) => `/admin/feedback/forms?${new URLSearchParams(query)}`;

/** The questionnaires: title (marked where English is missing), status, counts, and what can be done. */
export function FormsTable({
  rows,
  loading,
  total,
  pageNo,
  pageSize,
  onPageChange,
  canReadAnswers,
}: FormsTableProps) {
  const { t } = useTranslation();
  const act = useFeedbackFormAction();
  const run = (action: FormAction, key: string) => act.mutate({ action, key });

  return (
    <Table<FeedbackFormSummary>
      rowKey="key"
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNo,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
      locale={{ emptyText: t('feedback.forms.empty') }}
      data-testid="feedback-forms"
      columns={[
        {
          title: t('feedback.forms.columns.title'),
          key: 'title',
          render: (_, form) => (
            <div className={styles.formTitleCell}>
              <span>{form.formTitle}</span>
              {form.formTitleEn && <span className={styles.email}>{form.formTitleEn}</span>}
              {form.englishMissing && (
                <Tooltip title={t('feedback.forms.englishMissingHint')}>
                  <Tag color="gold" className={styles.tag} data-testid="feedback-form-english-missing">
                    {t('feedback.forms.englishMissing')}
                  </Tag>
                </Tooltip>
              )}
            </div>
          ),
        },
        {
          title: t('feedback.forms.columns.status'),
          key: 'status',
          width: 96,
          render: (_, form) => {
            const status = form.deleted ? 'deleted' : form.status;
            return (
              <Tag color={STATUS_COLORS[status]} data-testid="feedback-form-status">
                {t(`feedback.forms.status.${status}`)}
              </Tag>
            );
          },
        },
        { title: t('feedback.forms.columns.questions'), dataIndex: 'questionCount', width: 80 },
        { title: t('feedback.forms.columns.answers'), dataIndex: 'answerCount', width: 80 },
        { title: t('feedback.forms.columns.updated'), dataIndex: 'updatedAt', width: 170 },
        {
          title: t('feedback.forms.columns.actions'),
          key: 'actions',
          render: (_, form) => (
            <Space size={0} wrap>
              {!form.deleted && (
                <Link to={editPath({ key: form.key })}>
                  <Button type="link" size="small" data-testid="feedback-form-edit">
                    {t('feedback.forms.edit')}
                  </Button>
                </Link>
              )}
              {actionsFor(form).map((action) => (
                <Popconfirm
                  key={action}
                  title={t(`feedback.forms.confirm.${action}`)}
                  okText={t(`feedback.forms.actions.${action}`)}
                  cancelText={t('feedback.forms.cancel')}
                  onConfirm={() => run(action, form.key)}
                >
                  <Button
                    type="link"
                    size="small"
                    danger={action === 'remove'}
                    data-testid={`feedback-form-${action}`}
                  >
                    {t(`feedback.forms.actions.${action}`)}
                  </Button>
                </Popconfirm>
              ))}
              {canReadAnswers && !form.deleted && form.status !== 'draft' && (
                <>
                  <Link to={answersPath(form.key)}>
                    <Button type="link" size="small" data-testid="feedback-form-results">
                      {t('feedback.forms.results')}
                    </Button>
                  </Link>
                  <Button
                    type="link"
                    size="small"
                    href={`${formAnswersExportPath}?${new URLSearchParams({ key: form.key })}`}
                    download
                    disabled={form.answerCount === 0}
                  >
                    {t('feedback.forms.export')}
                  </Button>
                </>
              )}
              <Link to={editPath({ copy: form.key })}>
                <Button type="link" size="small" data-testid="feedback-form-copy">
                  {t('feedback.forms.copy')}
                </Button>
              </Link>
            </Space>
          ),
        },
      ]}
    />
  );
}
