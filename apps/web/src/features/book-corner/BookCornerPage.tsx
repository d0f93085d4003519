import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { usePortalConfig } from '../../shell/hooks/use-portal-config.ts';
import styles from './book-corner.module.css';
import { BookCard } from './components/BookCard.tsx';
import { BookCornerBanner } from './components/BookCornerBanner.tsx';
import { useRecommendedBooks } from './hooks/use-recommended-books.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/** /#/bookCorner: the title, a banner to the library, and the books colleagues recommend. */
export function BookCornerPage() {
  const { t } = useTranslation();
  const { data: config } = usePortalConfig();
  const { books, total, loading, loaded } = useRecommendedBooks();

  return (
    <PageFrame title={t('bookCorner.title')} intro={t('bookCorner.intro')} centered testId="book-corner">
      {config && <BookCornerBanner url={config.bookCornerUrl} />}
      <Spin spinning={loading}>
        {loaded && books.length === 0 ? (
          <Empty
            className={styles.empty}
            description={t('bookCorner.empty')}
            data-testid="book-corner-empty"
          />
        ) : (
          <>
            {loaded && <p className={styles.count}>{t('bookCorner.count', { count: total })}</p>}
            <div className={styles.grid}>
              {books.map((book) => (
                <BookCard key={book.id} book={book} />
              ))}
            </div>
          </>
        )}
      </Spin>
    </PageFrame>
  );
}
