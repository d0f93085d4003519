import { DownloadOutlined } from '@ant-design/icons';
import type { DocumentAttachment } from '@portal/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadAttachment } from '../download-attachment.ts';
import { zipDownloadHref } from '../model/download-links.ts';

interface DownloadButtonProps {
  attachments: DocumentAttachment[];
  /** Names the zip when there are several files. */
  name: string;
  label: string;
  testId: string;
  type?: 'link' | 'default' | 'primary';
}

/**
 * One file downloads as itself; several go as one zip, a navigation the
 * browser streams to disk.
 */
export function DownloadButton({ attachments, name, label, testId, type = 'link' }: DownloadButtonProps) {
  const [pending, setPending] = useState(false);
  const [single] = attachments;
  if (attachments.length > 1 || !single) {
    return (
      <Button
        type={type}
        icon={<DownloadOutlined />}
        href={zipDownloadHref(attachments, name)}
        download
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  const download = () => {
    setPending(true);
    // A refusal has been shown already; the button just becomes usable again.
    downloadAttachment(single)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={pending} onClick={download} data-testid={testId}>
      {label}
    </Button>
  );
}
