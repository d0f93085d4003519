import type { MeetingAction } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { useSaveAction } from '../hooks/use-meetings.ts';
import { charCount } from '../model/char-count.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

interface ActionForm {
  title: string;
  ownerEmails: string[];
  /** YYYY-MM-DD, from the browser's date field. */
  dueDate: string;
  progress?: string;
}

interface ActionEditorProps {
  meetingId: number;
  /** The action rewritten; a new one when absent. */
  action?: MeetingAction;
  open: boolean;
  onClose: () => void;
}

/** The organizer or recorder adds an action to the plan or rewrites one. */
export function ActionEditor({ meetingId, action, open, onClose }: ActionEditorProps) {
  const { t } = useTranslation();
  const save = useSaveAction();
  const { message } = useApp();
  const [form] = Form.useForm<ActionForm>();

  const submit = (values: ActionForm) =>
    save
      .mutateAsync({
        meetingId,
        ...(action ? { id: action.id } : {}),
        title: values.title,
        ownerEmails: values.ownerEmails,
        dueDate: values.dueDate,
        progress: values.progress ?? '',
      })
      .then(() => {
        message.success(t('meetings.action.saved'));
        onClose();
      })
      .catch(() => undefined);

  return (
    <Modal
      open={open}
      title={t(action ? 'meetings.action.edit' : 'meetings.action.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('meetings.save')}
      cancelText={t('meetings.cancel')}
      okButtonProps={{ loading: save.isPending, ...{ 'data-testid': 'action-save' } }}
      destroyOnHidden
    >
      <Form<ActionForm>
        form={form}
        layout="vertical"
        initialValues={
          action
            ? {
                title: action.title,
                ownerEmails: action.owners.map((owner) => owner.email),
                dueDate: action.dueDate,
                progress: action.progress,
              }
            : { ownerEmails: [] }
        }
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label={t('meetings.field.actionTitle')}
          rules={[{ required: true, whitespace: true, message: t('meetings.action.titleRequired') }]}
        >
          <Input count={charCount(200)} data-testid="action-title" />
        </Form.Item>
        <Form.Item
          name="ownerEmails"
          label={t('meetings.field.owners')}
          rules={[{ required: true, type: 'array', min: 1, message: t('meetings.action.ownerRequired') }]}
        >
          <PeoplePicker data-testid="action-owners" />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label={t('meetings.field.dueDate')}
          rules={[{ required: true, message: t('meetings.action.dueRequired') }]}
        >
          <Input type="date" data-testid="action-due" />
        </Form.Item>
        <Form.Item name="progress" label={t('meetings.field.progress')}>
          <Input.TextArea rows={2} count={charCount(2000)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
