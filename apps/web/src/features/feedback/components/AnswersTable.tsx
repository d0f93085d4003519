import type { FormAnswer, FormAnswersPage, FormTemplate } from '@portal/contracts';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_ANSWERS_PAGE_SIZE } from '../../../api/contract-values.ts';
import styles from '../feedback.module.css';
import { answerTo } from '../model/questionnaire.ts';

interface AnswersTableProps {
  template: FormTemplate;
  page: FormAnswersPage | undefined;
  pageNo: number;
  loading: boolean;
  onPageChange: (pageNo: number) => void;
}

/** The answers, newest day first: the day, who (or 匿名), and a column per question. */
export function AnswersTable({ template, page, pageNo, loading, onPageChange }: AnswersTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<FormAnswer> = [
    { title: t('feedback.answers.day'), dataIndex: 'submittedOn', width: 112, fixed: 'left' },
    {
      title: t('feedback.answers.author'),
      width: 168,
      render: (_, answer) =>
        answer.anonymous ? (
          <Tag>{t('feedback.answers.anonymous')}</Tag>
        ) : (
          <>
            {answer.employeeName}
            <span className={styles.email}>{answer.employeeEmail}</span>
          </>
        ),
    },
    ...template.formTextList.map(({ rank, title }) => ({
      key: `q${rank}`,
      title,
      width: 196,
      render: (_: unknown, answer: FormAnswer) => (
        <div className={styles.answerText}>{answerTo(answer, rank)}</div>
      ),
    })),
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={page?.items}
      loading={loading}
      locale={{ emptyText: t('feedback.answers.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNo,
        pageSize: FEEDBACK_ANSWERS_PAGE_SIZE,
        total: page?.totalCount ?? 0,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
      data-testid="feedback-answers"
    />
  );
}
