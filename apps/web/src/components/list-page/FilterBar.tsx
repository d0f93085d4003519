import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** What a list's filters take: the filter, and what to call with a changed one. */
export interface FilterProps<Filter> {
  filter: Filter;
  onChange: (filter: Filter) => void;
}

interface FilterBarProps {
  /** A page's own spacing (its `column-gap`) over the kit's 12 px. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** The filters over a list, in a row that wraps on a narrow screen. */
export function FilterBar({ className, testId, children }: FilterBarProps) {
  return (
    <div className={className ? `${styles.filters} ${className}` : styles.filters} data-testid={testId}>
      {children}
    </div>
  );
}
