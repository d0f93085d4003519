import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_QUESTION_PAGE_SIZE } from '../../../api/contract-values.ts';
import { useHotQuestions } from '../hooks/use-home-content.ts';
import { HomeCard } from './HomeCard.tsx';
import styles from './hot-questions.module.css';

/** Hot questions: ten a page, a title search, and a click shows the answer. */
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
  const pages = page ? Math.ceil(page.totalCount / HOT_QUESTION_PAGE_SIZE) : 1;

  return (
    <HomeCard
      title={t('home.hotQuestions.title')}
      extra={
        // A plain form rather than antd's Input and Pagination: they would bring antd's Select into
        // the home's first load for a search box and a page switch.
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            search(String(new FormData(event.currentTarget).get('title') ?? ''));
          }}
        >
          <input
            name="title"
            type="search"
            className={styles.searchInput}
            placeholder={t('home.hotQuestions.search')}
            aria-label={t('home.hotQuestions.search')}
            data-testid="home-hot-questions-search"
          />
          <button type="submit" className={styles.searchButton} aria-label={t('home.hotQuestions.search')}>
            <SearchOutlined />
          </button>
        </form>
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
        <nav className={styles.pagination} aria-label={t('home.hotQuestions.title')}>
          <Button
            type="text"
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('home.hotQuestions.previous')}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          />
          <span className={styles.pageOf}>{t('home.hotQuestions.page', { page: pageNo, pages })}</span>
          <Button
            type="text"
            size="small"
            icon={<RightOutlined />}
            aria-label={t('home.hotQuestions.next')}
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          />
        </nav>
      )}
    </HomeCard>
  );
}
