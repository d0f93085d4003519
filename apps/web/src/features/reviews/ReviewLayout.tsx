import type { ReactNode } from 'react';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ReviewSidebar } from './components/ReviewSidebar.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './reviews.module.css';

addFeatureTexts({ zh, en });

/** Every page under /review: the sidebar beside the page. */
export function ReviewLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <ReviewSidebar />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
