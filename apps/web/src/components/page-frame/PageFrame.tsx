import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageFrameProps {
  title: ReactNode;
  /** A line under the title that says what the page is for. */
  intro?: ReactNode;
  /** The page's buttons, at the heading's right. */
  actions?: ReactNode;
  /** Held to the middle, at most 1200 px wide. */
  centered?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A plain desktop page: its title (and intro) with its actions, then the content, 16 px apart. */
export function PageFrame({ title, intro, actions, centered = false, testId, children }: PageFrameProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  return (
    <div className={centered ? `${styles.page} ${styles.centered}` : styles.page} data-testid={testId}>
      <header className={styles.heading}>
        {intro === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <p className={styles.intro}>{intro}</p>
          </div>
        )}
        {actions}
      </header>
      {children}
    </div>
  );
}
