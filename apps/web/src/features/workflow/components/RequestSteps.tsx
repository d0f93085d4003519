import type { WorkflowRequestDetail } from '@portal/contracts';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The approval steps: decided ones with their outcome, comment and time; the current one waiting. */
export function RequestSteps({ request }: { request: WorkflowRequestDetail }) {
  const { t } = useTranslation();
  // Steps are decided in order: while in approval the first undecided one is waiting.
  const current =
    request.status === 'pending' ? request.steps.find((step) => step.outcome === null) : undefined;
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="workflow-steps"
      items={request.steps.map((step) => ({
        title: `${step.name} · ${step.approverName}`,
        status:
          step.outcome === 'approved'
            ? 'finish'
            : step.outcome === 'rejected'
              ? 'error'
              : step.position === current?.position
                ? 'process'
                : 'wait',
        description: step.outcome ? (
          <span>
            {t(`workflow.outcomes.${step.outcome}`)} · {step.decidedAt}
            {step.comment && <span>{` · ${step.comment}`}</span>}
          </span>
        ) : undefined,
      }))}
    />
  );
}
