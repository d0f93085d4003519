import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { SideNav, SideNavGroup, SideNavLink } from '../../../components/side-nav/SideNav.tsx';
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
    <SideNav label={t('reviews.side.label')} className={styles.side}>
      <SideNavGroup>
        {REVIEW_SIDEBAR.map((item) => {
          const count = sidebarCount(item, counts.data);
          return (
            <SideNavLink
              key={item.key}
              to={item.to}
              current={path === item.to}
              label={t(`reviews.side.${item.key}`)}
              dot={
                item.notice && notice.data === true
                  ? { label: t('reviews.side.notice'), testId: 'review-notice-dot' }
                  : undefined
              }
              extra={
                count !== undefined && (
                  <span className={styles.sideCount} data-testid={`review-count-${item.key}`}>
                    {count}
                  </span>
                )
              }
              testId={`review-side-${item.key}`}
            />
          );
        })}
      </SideNavGroup>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        className={styles.addReview}
        onClick={() => navigate(CREATE_REVIEW_PATH)}
        data-testid="review-side-add"
      >
        {t('reviews.side.addReview')}
      </Button>
    </SideNav>
  );
}
