import { useTranslation } from 'react-i18next';
import { shortDepartment } from '../../comments/index.ts';
import styles from '../book-corner.module.css';
import type { RecommendedBook } from '../model/recommenders.ts';

/** Cover, name, author, the recommender's department and name, and why they recommend it. */
export function BookCard({ book }: { book: RecommendedBook }) {
  const { t } = useTranslation();
  const recommender = [shortDepartment(book.recommenderDepartment), book.recommedName]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={styles.card} data-testid="book-card">
      <div className={styles.cover}>
        {book.cover ? (
          <img src={book.cover} alt={book.name} loading="lazy" />
        ) : (
          <span className={styles.noCover}>{t('bookCorner.noCover')}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.bookName} data-testid="book-name">
          {book.name}
        </h2>
        {book.author && <p className={styles.meta}>{t('bookCorner.author', { author: book.author })}</p>}
        <p className={styles.meta} data-testid="book-recommender">
          {t('bookCorner.recommender', { recommender })}
        </p>
        {book.recommend && <p className={styles.recommend}>{book.recommend}</p>}
      </div>
    </article>
  );
}
