import { PlusOutlined } from '@ant-design/icons';
import type { Objective } from '@portal/contracts';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEIGHT_TOTAL } from '../../../api/contract-values.ts';
import styles from '../goals.module.css';
import {
  addObjective,
  canAddObjective,
  removeAt,
  updateObjective,
  weightTotal,
} from '../model/goal-draft.ts';
import { ObjectiveEditor } from './ObjectiveEditor.tsx';

/** The objectives being written, with the running total of their weights. */
export function GoalEditor({
  value,
  onChange,
}: {
  value: Objective[];
  onChange: (next: Objective[]) => void;
}) {
  const { t } = useTranslation();
  const total = weightTotal(value);
  return (
    <div className={styles.objectives}>
      {value.map((objective, index) => (
        <ObjectiveEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: goals have no ids; their place (O1, KR1.2) is their identity and every field is controlled
          key={`o-${index}`}
          index={index}
          objective={objective}
          onChange={(change) => onChange(updateObjective(value, index, change))}
          onRemove={value.length > 1 ? () => onChange(removeAt(value, index)) : undefined}
        />
      ))}
      <div className={styles.toolbar}>
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={!canAddObjective(value)}
          onClick={() => onChange(addObjective(value))}
          data-testid="goal-add-objective"
        >
          {t('goals.editor.addObjective')}
        </Button>
        <Typography.Text
          type={total === WEIGHT_TOTAL ? 'secondary' : 'danger'}
          data-testid="goal-weight-total"
        >
          {t('goals.editor.objectivesTotal', { total })}
        </Typography.Text>
      </div>
    </div>
  );
}
