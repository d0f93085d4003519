import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './home-card.module.css';

/** A card's "more" link to the full list. */
export function MoreLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.moreLink} data-testid={testId}>
      {t('home.more')} <RightOutlined />
    </Link>
  );
}
