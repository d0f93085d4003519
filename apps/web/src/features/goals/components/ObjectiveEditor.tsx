import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Objective } from '@portal/contracts';
import { Button, Input, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GOAL_TITLE_MAX, KEY_RESULT_TARGET_MAX, WEIGHT_TOTAL } from '../../../api/contract-values.ts';
import styles from '../goals.module.css';
import {
  addKeyResult,
  canAddKeyResult,
  canAddTask,
  removeAt,
  replaceAt,
  weightTotal,
} from '../model/goal-draft.ts';

interface Props {
  index: number;
  objective: Objective;
  onChange: (change: Partial<Objective>) => void;
  onRemove?: () => void;
}

const Weight = ({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
}) => (
  <InputNumber
    min={1}
    max={WEIGHT_TOTAL}
    precision={0}
    value={value}
    onChange={(next) => onChange(next ?? 0)}
    suffix="%"
    style={{ width: 96 }}
    aria-label={label}
  />
);

/** One objective being written: its text and weight, its key results (text, target, weight), its tasks. */
export function ObjectiveEditor({ index, objective, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const o = index + 1;
  const krTotal = weightTotal(objective.keyResults);
  return (
    <div className={styles.objective} data-testid="goal-objective">
      <div className={styles.row}>
        <Tag color="blue">O{o}</Tag>
        <Input
          className={styles.rowText}
          value={objective.title}
          maxLength={GOAL_TITLE_MAX}
          placeholder={t('goals.editor.objective')}
          onChange={(event) => onChange({ title: event.target.value })}
          data-testid="goal-objective-title"
        />
        <Weight
          value={objective.weight}
          onChange={(weight) => onChange({ weight })}
          label={t('goals.weight')}
        />
        {onRemove && (
          <Button
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={t('goals.editor.removeObjective')}
          />
        )}
      </div>
      <p className={styles.section}>
        {t('goals.keyResults')}
        <Typography.Text type={krTotal === WEIGHT_TOTAL ? 'secondary' : 'danger'}>
          {' '}
          {t('goals.editor.total', { total: krTotal })}
        </Typography.Text>
      </p>
      {objective.keyResults.map((kr, k) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
          key={`kr-${k}`}
          className={styles.row}
          style={{ marginBottom: 8 }}
        >
          <Tag>
            KR{o}.{k + 1}
          </Tag>
          <Input
            className={styles.rowText}
            value={kr.title}
            maxLength={GOAL_TITLE_MAX}
            placeholder={t('goals.editor.keyResult')}
            onChange={(event) =>
              onChange({ keyResults: replaceAt(objective.keyResults, k, { title: event.target.value }) })
            }
            data-testid="goal-kr-title"
          />
          <Input
            className={styles.rowTarget}
            value={kr.target}
            maxLength={KEY_RESULT_TARGET_MAX}
            placeholder={t('goals.editor.target')}
            onChange={(event) =>
              onChange({ keyResults: replaceAt(objective.keyResults, k, { target: event.target.value }) })
            }
            data-testid="goal-kr-target"
          />
          <Weight
            value={kr.weight}
            onChange={(weight) => onChange({ keyResults: replaceAt(objective.keyResults, k, { weight }) })}
            label={t('goals.weight')}
          />
          {objective.keyResults.length > 1 && (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => onChange({ keyResults: removeAt(objective.keyResults, k) })}
              aria-label={t('goals.editor.removeKeyResult')}
            />
          )}
        </div>
      ))}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={!canAddKeyResult(objective)}
        onClick={() => onChange(addKeyResult(objective))}
      >
        {t('goals.editor.addKeyResult')}
      </Button>
      <p className={styles.section}>{t('goals.tasks')}</p>
      {objective.tasks.map((task, k) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
          key={`t-${k}`}
          className={styles.row}
          style={{ marginBottom: 8 }}
        >
          <Tag color="purple">
            T{o}.{k + 1}
          </Tag>
          <Input
            className={styles.rowText}
            value={task.title}
            maxLength={GOAL_TITLE_MAX}
            placeholder={t('goals.editor.task')}
            onChange={(event) =>
              onChange({ tasks: replaceAt(objective.tasks, k, { title: event.target.value }) })
            }
            data-testid="goal-task-title"
          />
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange({ tasks: removeAt(objective.tasks, k) })}
            aria-label={t('goals.editor.removeTask')}
          />
        </div>
      ))}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={!canAddTask(objective)}
        onClick={() => onChange({ tasks: [...objective.tasks, { title: '' }] })}
        data-testid="goal-add-task"
      >
        {t('goals.editor.addTask')}
      </Button>
    </div>
  );
}
