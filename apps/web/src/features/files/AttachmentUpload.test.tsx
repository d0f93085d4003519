import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { AttachmentUpload } from './AttachmentUpload.tsx';

/** A controlled field, as antd Form would hold it; the latest value is echoed for assertions. */
function Field(props: { limit?: number; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <AttachmentUpload value={value} onChange={setValue} limit={props.limit} data-testid="attachments" />
      <output data-testid="value">{value}</output>
    </>
  );
}

// The harness renders without motion, so a removed item leaves at once (jsdom never ends transitions).
function renderField(props: { limit?: number; initial?: string } = {}) {
  return renderWithApi(<Field {...props} />);
}

const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function pick(...files: File[]) {
  const input = screen.getByTestId('attachments').querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

const value = () => screen.getByTestId('value').textContent;

describe('AttachmentUpload', () => {
  it('uploads a picked file, adds its ossKey and links the item to its path', async () => {
    const calls = mockApi({ fileUpload: { ossKey: 'k1', path: '/file/content/k1', name: '议程.pdf' } });
    renderField();
    await pick(fileOf('议程.pdf'));

    await waitFor(() => expect(value()).toBe('k1'));
    const link = await screen.findByRole('link', { name: '议程.pdf' });
    expect(link.getAttribute('href')).toBe('/file/content/k1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(callsTo(calls, 'fileUpload')).toHaveLength(1);
    expect(calls[0]?.url).toBe('/portalApi/file/upload/multipartFile');
  });

  it('refuses a file over the size limit before sending it', async () => {
    const calls = mockApi();
    renderField();
    await pick(fileOf('big.pdf', 104_857_601));

    expect(await screen.findByText('最大支持100MB附件')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(value()).toBe('');
  });

  it('refuses a type outside the list', async () => {
    const calls = mockApi();
    renderField();
    await pick(fileOf('tool.exe'));

    expect(await screen.findByText('不支持该文件格式：tool.exe')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses files beyond the count limit', async () => {
    mockApi({ filesByOssKeys: [] });
    renderField({ limit: 1, initial: 'k0' });
    await pick(fileOf('second.png'));

    expect(await screen.findByText('最多上传 1 个附件')).toBeTruthy();
    expect(value()).toBe('k0');
  });

  it('drops a failed upload from the list and says so', async () => {
    mockApi({ fileUpload: refuse(400, 'file.badType', 'bad file') });
    renderField();
    await pick(fileOf('fake.png'));

    expect(await screen.findByText('附件上传失败。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('fake.png')).toBeNull());
    expect(value()).toBe('');
  });
});
