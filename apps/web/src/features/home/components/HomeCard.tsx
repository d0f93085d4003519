import type { ReactNode } from 'react';
import styles from './home-card.module.css';

export interface HomeCardTab<K extends string> {
  key: K;
  label: ReactNode;
  testId: string;
}

interface HomeCardProps<K extends string> {
  title?: ReactNode;
  extra?: ReactNode;
  /** Tabs in the header instead of a title: the card shows the active tab's content. */
  tabs?: { items: HomeCardTab<K>[]; active: K; onChange: (key: K) => void };
  testId: string;
  className?: string;
  children: ReactNode;
}

/**
 * One card of the home page: the same frame, header and spacing everywhere. Plain elements rather
 * than antd's Card, whose tab support brings the whole tabs engine into the home's first load.
 */
export function HomeCard<K extends string>({
  title,
  extra,
  tabs,
  testId,
  className,
  children,
}: HomeCardProps<K>) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} data-testid={testId}>
      <div className={styles.header}>
        {tabs ? (
          <div role="tablist" className={styles.tabs}>
            {tabs.items.map((tab) => (
              <button
                key={tab.key}
                type="button"
                role="tab"
                aria-selected={tab.key === tabs.active}
                className={styles.tab}
                onClick={() => tabs.onChange(tab.key)}
                data-testid={tab.testId}
              >
                {tab.label}
              </button>
            ))}
          </div>
        ) : (
          <h2 className={styles.title}>{title}</h2>
        )}
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      <div className={styles.body} role={tabs ? 'tabpanel' : undefined}>
        {children}
      </div>
    </section>
  );
}
