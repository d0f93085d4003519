import { Empty, Input, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_QUESTION_PAGE_SIZE } from '../../../api/contract-values.ts';
import { useHotQuestions } from '../hooks/use-home-content.ts';
import { HomeCard } from './HomeCard.tsx';
import styles from './hot-questions.module.css';

/** SPEC §7/§9 hot questions: ten a page, a title search, and a click shows the answer. */
export function HotQuestions() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [title, setTitle] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const questions = useHotQuestions(pageNo, title, HOT_QUESTION_PAGE_SIZE);
  const page = questions.data;

  const search = (text: string) => {
    setTitle(text.trim());
    setPageNo(1);
  };

  return (
    <HomeCard
      title={t('home.hotQuestions.title')}
      extra={
        <Input.Search
          size="small"
          allowClear
          placeholder={t('home.hotQuestions.search')}
          onSearch={search}
          className={styles.search}
          data-testid="home-hot-questions-search"
        />
      }
      testId="home-hot-questions"
    >
      {questions.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : !page?.items.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />
      ) : (
        <ol className={styles.list} data-testid="home-hot-questions-list">
          {page.items.map((question, index) => {
            const open = openId === question.id;
            return (
              <li key={question.id} className={styles.item} data-testid="home-hot-question">
                <button
                  type="button"
                  className={styles.question}
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : question.id)}
                >
                  <span className={styles.rank} data-top={pageNo === 1 && index < 3}>
                    {(pageNo - 1) * HOT_QUESTION_PAGE_SIZE + index + 1}
                  </span>
                  <span className={styles.title}>{question.title}</span>
                </button>
                {open && <p className={styles.answer}>{question.answer}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {page && page.totalCount > HOT_QUESTION_PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          align="center"
          current={pageNo}
          pageSize={HOT_QUESTION_PAGE_SIZE}
          total={page.totalCount}
          onChange={setPageNo}
          className={styles.pagination}
        />
      )}
    </HomeCard>
  );
}
