import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { useReviewCounts, useReviewNotice } from '../hooks/use-reviews.ts';
import { CREATE_REVIEW_PATH, REVIEW_SIDEBAR, sidebarCount } from '../model/review-sidebar.ts';
import styles from '../reviews.module.css';

/** The review pages' sidebar: my reviews (red dot, count), all reviews (count), add review. */
export function ReviewSidebar() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const counts = useReviewCounts(user?.email);
  const notice = useReviewNotice(user?.email);

  return (
    <nav className={styles.side} aria-label={t('reviews.side.label')}>
      <ul className={styles.sideGroup}>
        {REVIEW_SIDEBAR.map((item) => {
          const dot = item.notice && notice.data === true;
          const count = sidebarCount(item, counts.data);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={styles.sideLink}
                aria-current={path === item.to ? 'page' : undefined}
                data-testid={`review-side-${item.key}`}
              >
                {t(`reviews.side.${item.key}`)}
                {dot && (
                  <span
                    className={styles.dot}
                    role="img"
                    aria-label={t('reviews.side.notice')}
                    data-testid="review-notice-dot"
                  />
                )}
                {count !== undefined && (
                  <span className={styles.sideCount} data-testid={`review-count-${item.key}`}>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        className={styles.addReview}
        onClick={() => navigate(CREATE_REVIEW_PATH)}
        data-testid="review-side-add"
      >
        {t('reviews.side.addReview')}
      </Button>
    </nav>
  );
}
