import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** The filters over a list, in a row that wraps on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
