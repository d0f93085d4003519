import type { Objective } from '@portal/contracts';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../goals.module.css';

/** A sheet's goals, read-only: each objective with its weight, key results with targets, and tasks. */
export function GoalSheetView({ objectives }: { objectives: Objective[] }) {
  const { t } = useTranslation();
  if (objectives.length === 0) return <Empty description={t('goals.none')} />;
  return (
    <ol className={styles.objectives} data-testid="goal-view">
      {objectives.map((objective, o) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
          key={`${o}-${objective.title}`}
          className={styles.objective}
        >
          <div className={styles.objectiveHead}>
            <Tag color="blue">O{o + 1}</Tag>
            <strong className={styles.grow}>{objective.title}</strong>
            <span className={styles.weight}>{t('goals.weightOf', { weight: objective.weight })}</span>
          </div>
          <ul className={styles.items}>
            {objective.keyResults.map((kr, k) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
                key={`kr-${k}-${kr.title}`}
                className={styles.item}
              >
                <Tag>
                  KR{o + 1}.{k + 1}
                </Tag>
                <span className={styles.grow}>
                  {kr.title}
                  {kr.target && (
                    <span className={styles.target}>{t('goals.targetIs', { target: kr.target })}</span>
                  )}
                </span>
                <span className={styles.weight}>{t('goals.weightOf', { weight: kr.weight })}</span>
              </li>
            ))}
            {objective.tasks.map((task, k) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
                key={`t-${k}-${task.title}`}
                className={styles.item}
              >
                <Tag color="purple">
                  T{o + 1}.{k + 1}
                </Tag>
                <span className={styles.grow}>{task.title}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
