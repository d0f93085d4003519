import type { JobRotation } from '@portal/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemoveJob } from '../hooks/use-rotation.ts';

interface RemoveJobDialogProps {
  /** The job whose delete button was clicked; null keeps the dialog closed. */
  job: JobRotation | null;
  onClose: () => void;
}

/** 是否确认删除该岗位: closes on cancel, or once the removal has its answer (shown as a notice). */
export function RemoveJobDialog({ job, onClose }: RemoveJobDialogProps) {
  const { t } = useTranslation();
  const removal = useRemoveJob();
  return (
    <Modal
      open={job !== null}
      title={t('rotation.remove.confirm')}
      okText={t('rotation.remove.ok')}
      cancelText={t('rotation.remove.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={removal.isPending}
      onOk={() => job && removal.mutate(job.id, { onSettled: onClose })}
      onCancel={onClose}
      destroyOnHidden
    >
      {job && <p>{`${job.jobName} · ${job.companyName}`}</p>}
    </Modal>
  );
}
