import type { ReactNode } from 'react';
import styles from '../../feedback.module.css';

/**
 * One language's field of a bilingual pair. Side by side, the columns' heads say which is which;
 * stacked on a phone, each field carries its own small label instead.
 */
export function LangField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.langField}>
      <span className={styles.langLabel}>{label}</span>
      {children}
      {error && <p className={styles.fieldError}>{error}</p>}
    </div>
  );
}
