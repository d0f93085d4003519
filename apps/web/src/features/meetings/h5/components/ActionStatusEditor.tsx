import type { ActionStatus, MeetingAction } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_STATUSES } from '../../../../api/contract-values.ts';
import { showToast } from '../../../../shell/mobile/feedback.ts';
import { useSetActionStatus } from '../../hooks/use-meetings.ts';
import styles from '../meetings-h5.module.css';

const PROGRESS_MAX = 2000;

/** An owner's status and progress note for one action; a refusal is told by the layout's toast. */
export function ActionStatusEditor({ action, onDone }: { action: MeetingAction; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetActionStatus();
  const [status, setStatus] = useState<ActionStatus>(action.status);
  const [progress, setProgress] = useState(action.progress);
  const submit = () =>
    save.mutate(
      { id: action.id, status, progress },
      {
        onSuccess: () => {
          void showToast({ icon: 'success', content: t('h5Meetings.actionSaved') });
          onDone();
        },
      },
    );

  return (
    <div className={styles.editor} data-testid={`h5-action-editor-${action.id}`}>
      <fieldset className={styles.segments} aria-label={t('meetings.field.status')}>
        {ACTION_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            data-testid={`h5-action-set-${value}`}
          >
            {t(`meetings.actionStatus.${value}`)}
          </button>
        ))}
      </fieldset>
      <textarea
        className={styles.textarea}
        rows={3}
        maxLength={PROGRESS_MAX}
        value={progress}
        placeholder={t('meetings.field.progress')}
        aria-label={t('meetings.field.progress')}
        onChange={(event) => setProgress(event.target.value)}
        data-testid="h5-action-progress"
      />
      <div className={styles.editorButtons}>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('meetings.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={save.isPending}
          onClick={submit}
          data-testid="h5-action-save"
        >
          {t('meetings.save')}
        </button>
      </div>
    </div>
  );
}
