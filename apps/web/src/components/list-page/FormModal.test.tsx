import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './FormModal.tsx';

interface Values {
  name: string;
}

function Dialog({
  open,
  name,
  onSubmit,
}: {
  open: boolean;
  name: string;
  onSubmit: (values: Values) => void;
}) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <FormModal<Values>
          open={open}
          title="编辑"
          okText="确定"
          cancelText="取消"
          initialValues={{ name }}
          saving={false}
          onSubmit={onSubmit}
          onClose={() => undefined}
          testId="dialog-form"
        >
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
            <Input data-testid="dialog-name" />
          </Form.Item>
        </FormModal>
      </AntApp>
    </ConfigProvider>
  );
}

const nameField = () => screen.getByTestId('dialog-name') as HTMLInputElement;

describe('FormModal', () => {
  it('submits the checked values, and refuses what its rules refuse', async () => {
    const onSubmit = vi.fn();
    render(<Dialog open name="" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(nameField(), { target: { value: '春节' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '春节' }));
  });

  it('opens again on its new initial values, not on what was typed before', async () => {
    const { rerender } = render(<Dialog open name="春节" onSubmit={() => undefined} />);
    expect(nameField().value).toBe('春节');
    fireEvent.change(nameField(), { target: { value: '改了一半' } });

    rerender(<Dialog open={false} name="春节" onSubmit={() => undefined} />);
    await waitFor(() => expect(screen.queryByTestId('dialog-name')).toBeNull());
    rerender(<Dialog open name="国庆节" onSubmit={() => undefined} />);
    expect(((await screen.findByTestId('dialog-name')) as HTMLInputElement).value).toBe('国庆节');
  });
});
