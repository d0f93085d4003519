import type { ActionStatus, MeetingAction } from '@portal/contracts';
import { Form, Input, Modal, Select } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { ACTION_STATUSES } from '../../../api/contract-values.ts';
import { useSetActionStatus } from '../hooks/use-meetings.ts';
import { charCount } from '../model/char-count.ts';

interface StatusForm {
  status: ActionStatus;
  progress: string;
}

/** An owner reports an action's status and progress note. */
export function ActionStatusDialog({ action, onClose }: { action: MeetingAction; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetActionStatus();
  const { message } = useApp();
  const [form] = Form.useForm<StatusForm>();

  const submit = (values: StatusForm) =>
    save
      .mutateAsync({ id: action.id, status: values.status, progress: values.progress ?? '' })
      .then(() => {
        message.success(t('meetings.action.reported'));
        onClose();
      })
      .catch(() => undefined);

  return (
    <Modal
      open
      title={t('meetings.action.report')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('meetings.save')}
      cancelText={t('meetings.cancel')}
      okButtonProps={{ loading: save.isPending, ...{ 'data-testid': 'action-status-save' } }}
      destroyOnHidden
    >
      <Form<StatusForm>
        form={form}
        layout="vertical"
        initialValues={{ status: action.status, progress: action.progress }}
        onFinish={submit}
      >
        <Form.Item name="status" label={t('meetings.field.status')}>
          <Select
            data-testid="action-status-select"
            options={ACTION_STATUSES.map((status) => ({
              value: status,
              label: t(`meetings.actionStatus.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="progress" label={t('meetings.field.progress')}>
          <Input.TextArea rows={3} count={charCount(2000, true)} data-testid="action-progress" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
