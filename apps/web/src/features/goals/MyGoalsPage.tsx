import type { MyGoalSheet } from '@portal/contracts';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { GoalEditor } from './components/GoalEditor.tsx';
import { GoalSheetView } from './components/GoalSheetView.tsx';
import { PeriodSelect } from './components/PeriodSelect.tsx';
import { SheetFacts } from './components/SheetFacts.tsx';
import styles from './goals.module.css';
import { useGoalPeriods, useMyGoalSheet, useSaveGoals, useSubmitGoals } from './hooks/use-goals.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { downloadLink } from './model/download-link.ts';
import { emptyObjective, isComplete } from './model/goal-draft.ts';

addFeatureTexts({ zh, en });

/** /#/portal/otkr: my goals of a half year: write, save, submit; the status and a returned sheet's comment. */
export function MyGoalsPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string>();
  const periods = useGoalPeriods();
  const period = chosen ?? periods.data?.current;
  const mine = useMyGoalSheet(period);
  return (
    <PageFrame
      title={t('route.otkr')}
      actions={
        <div className={styles.toolbar}>
          {/* A supervisor's other goal pages; the server decides what each shows. */}
          <Link to="/otkrApprove" data-testid="goal-approvals-link">
            {t('route.otkrApprove')}
          </Link>
          <Link to="/downloadOtkr">{t('route.downloadOtkr')}</Link>
          <PeriodSelect value={period} onChange={setChosen} />
        </div>
      }
    >
      {mine.data ? (
        // A new period or a new revision starts the editor again from what the server holds.
        <MySheet key={`${mine.data.period}-${mine.data.sheet?.revision ?? 0}`} mine={mine.data} />
      ) : (
        <Skeleton active />
      )}
    </PageFrame>
  );
}

function MySheet({ mine }: { mine: MyGoalSheet }) {
  const { t } = useTranslation();
  const { sheet, open, supervisor, period } = mine;
  const [draft, setDraft] = useState(() => sheet?.objectives ?? [emptyObjective()]);
  const save = useSaveGoals();
  const submit = useSubmitGoals();
  const status = sheet?.status ?? 'draft';
  const editable = open && (status === 'draft' || status === 'returned');
  const busy = save.isPending || submit.isPending;
  return (
    <>
      <Card className={styles.card}>
        <SheetFacts sheet={sheet} supervisor={supervisor} />
      </Card>
      {sheet?.returnComment && (
        <Alert
          type="warning"
          showIcon
          title={t('goals.returnedBy', { name: sheet.decidedBy?.name ?? '' })}
          description={sheet.returnComment}
          data-testid="goal-return-comment"
        />
      )}
      {!open && <Alert type="info" showIcon title={t('goals.closedNotice')} />}
      {open && !supervisor && <Alert type="warning" showIcon title={t('goals.noSupervisor')} />}
      <Card className={styles.card}>
        {editable ? (
          <GoalEditor value={draft} onChange={setDraft} />
        ) : (
          <GoalSheetView objectives={sheet?.objectives ?? []} />
        )}
      </Card>
      <div className={styles.actions}>
        {editable && !isComplete(draft) && (
          <Typography.Text type="secondary" data-testid="goal-incomplete">
            {t('goals.editor.incomplete')}
          </Typography.Text>
        )}
        {sheet && (
          <Button href={downloadLink(period, { kind: 'mine' })} data-testid="goal-download">
            {t('goals.download')}
          </Button>
        )}
        {editable && (
          <>
            <Button
              loading={save.isPending}
              disabled={busy || !isComplete(draft)}
              onClick={() => save.mutate({ period, objectives: draft })}
              data-testid="goal-save"
            >
              {t('goals.editor.save')}
            </Button>
            <Button
              type="primary"
              loading={submit.isPending}
              disabled={busy || !isComplete(draft) || !supervisor}
              onClick={() => submit.mutate({ period, objectives: draft })}
              data-testid="goal-submit"
            >
              {t('goals.editor.submit')}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
