import styles from './list-page.module.css';

/** "N items" between a list's filters and its table. */
export function ListCount({ text, testId }: { text: string; testId: string }) {
  return (
    <p className={styles.count} data-testid={testId}>
      {text}
    </p>
  );
}
