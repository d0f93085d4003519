import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

/** What a create-or-edit form works on: a new row or the row being changed. */
export type Editing<Row> = Row | 'new';

/** The id a save sends: null creates a row. */
export const editedId = <Row extends { id: number }>(editing: Editing<Row> | null) =>
  editing === 'new' || editing === null ? null : editing.id;

interface FormModalProps<Values> {
  /** Left out by a parent that mounts the dialog only while it shows. */
  open?: boolean;
  title: string;
  okText: string;
  cancelText: string;
  /** The fields' values each time the dialog opens; what was typed before is gone. */
  initialValues?: Partial<Values>;
  /** While the save is on its way: the OK button spins. */
  saving: boolean;
  /** With the checked values, after OK. */
  onSubmit: (values: Values) => void;
  onClose: () => void;
  testId?: string;
  /** The Form.Items. */
  children: ReactNode;
}

/** A dialog holding one vertical form: OK submits it (its rules checked first), cancel closes it. */
export function FormModal<Values>({
  open = true,
  title,
  okText,
  cancelText,
  initialValues,
  saving,
  onSubmit,
  onClose,
  testId,
  children,
}: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Closing destroys the form and empties its store, so each opening starts from initialValues. */}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onSubmit}
        preserve={false}
        clearOnDestroy
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}
