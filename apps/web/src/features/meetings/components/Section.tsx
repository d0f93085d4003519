import type { ReactNode } from 'react';
import styles from '../meetings.module.css';

interface SectionProps {
  title?: ReactNode;
  /** Buttons at the end of the heading row. */
  extra?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A white panel with a heading row; plain elements, since antd's Card would bring its Tabs along. */
export function Section({ title, extra, children, 'data-testid': testId }: SectionProps) {
  return (
    <section className={styles.card} data-testid={testId}>
      {(title || extra) && (
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>{title}</h2>
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
