import { Button, Modal, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIL_DIALOG_MS } from '../model/questionnaire.ts';

export type SubmitResult = { kind: 'success' } | { kind: 'failure'; reason: string };

/** After a submit: thanks (closed by the person), or "Submit failed" with the reason, gone after 2 s. */
export function SubmitResultDialog({
  result,
  onClose,
}: {
  result: SubmitResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = result?.kind === 'failure';
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(onClose, FAIL_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [failed, onClose]);

  return (
    <Modal open={result !== null} onCancel={onClose} footer={null} width={420} centered destroyOnHidden>
      {result?.kind === 'success' && (
        <Result
          status="success"
          title={t('feedback.success.title')}
          subTitle={t('feedback.success.content')}
          extra={
            <Button type="primary" onClick={onClose} data-testid="feedback-success-ok">
              {t('feedback.success.ok')}
            </Button>
          }
          data-testid="feedback-success"
        />
      )}
      {result?.kind === 'failure' && (
        <Result
          status="error"
          title={t('feedback.failure.title')}
          subTitle={result.reason}
          data-testid="feedback-failure"
        />
      )}
    </Modal>
  );
}
