import { Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../goals.module.css';
import { useApproveGoals, useGoalSheet, useReturnGoals } from '../hooks/use-goals.ts';
import { periodLabel } from '../model/period-label.ts';
import { GoalSheetView } from './GoalSheetView.tsx';
import { ReturnDialog } from './ReturnDialog.tsx';
import { SheetFacts } from './SheetFacts.tsx';

/**
 * One report's sheet opened from the inbox: approve a submitted one, or return it (or reopen an
 * approved one) with a comment. The server decides who may; the buttons only follow the status.
 */
export function ApprovalDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: sheet } = useGoalSheet(id);
  const approve = useApproveGoals();
  const giveBack = useReturnGoals();
  const [returning, setReturning] = useState(false);
  const shown = sheet && sheet.id === id ? sheet : undefined;
  const decision = shown ? { id: shown.id, revision: shown.revision } : null;
  const footer = shown && (
    <div className={styles.actions}>
      {(shown.status === 'submitted' || shown.status === 'approved') && (
        <Button danger onClick={() => setReturning(true)} data-testid="goal-return">
          {shown.status === 'approved' ? t('goals.approve.reopen') : t('goals.approve.return')}
        </Button>
      )}
      {shown.status === 'submitted' && (
        <Button
          type="primary"
          loading={approve.isPending}
          onClick={() => decision && approve.mutate(decision, { onSuccess: onClose })}
          data-testid="goal-approve"
        >
          {t('goals.approve.approve')}
        </Button>
      )}
    </div>
  );
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      width={760}
      title={shown ? `${shown.owner.name} · ${periodLabel(shown.period, t)}` : ''}
      footer={footer}
      destroyOnHidden
    >
      {shown ? (
        <div className={styles.approvalSheet} data-testid="goal-approval-sheet">
          <SheetFacts sheet={shown} />
          <GoalSheetView objectives={shown.objectives} />
        </div>
      ) : (
        <Skeleton active />
      )}
      <ReturnDialog
        open={returning}
        busy={giveBack.isPending}
        onCancel={() => setReturning(false)}
        onConfirm={(comment) =>
          decision &&
          giveBack.mutate(
            { ...decision, comment },
            {
              onSuccess: () => {
                setReturning(false);
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
