import type { UploadedFile } from '@portal/contracts';
import { formatByteSize } from '@portal/contracts/text';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadFile } from '../../api/client.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import styles from './attachment-upload.module.css';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import {
  acceptAttribute,
  DEFAULT_UPLOAD_LIMITS,
  joinOssKeys,
  refuseUpload,
  splitOssKeys,
  UPLOAD_MESSAGE_SECONDS,
  type UploadRefusal,
} from './upload-rules.ts';
import { useUploadedFiles } from './use-uploaded-files.ts';

addFeatureTexts({ zh, en });

export interface AttachmentUploadProps {
  /** Comma-joined ossKeys; antd Form injects value/onChange/id. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  maxBytes?: number;
  limit?: number;
  allowedTypes?: readonly string[];
  disabled?: boolean;
  /** Told whenever uploads start or all end, so a form can hold its submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The button's text and the line under it, where a field takes narrower files than attachments. */
  chooseText?: string;
  hint?: string;
  'data-testid'?: string;
}

// One key per message kind, so a batch of ten refused files shows one message, not ten.
const messageKey = (kind: string) => `attachment-upload-${kind}`;

/** The reusable attachment field: pick, check, upload, list with preview links. */
export function AttachmentUpload({
  value,
  onChange,
  id,
  maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes,
  limit = DEFAULT_UPLOAD_LIMITS.limit,
  allowedTypes = DEFAULT_UPLOAD_LIMITS.allowedTypes,
  disabled,
  onUploadingChange,
  chooseText,
  hint: fieldHint,
  'data-testid': testId,
}: AttachmentUploadProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const keys = useMemo(() => splitOssKeys(value), [value]);
  const { filesByKey, remember } = useUploadedFiles(keys);
  const [inFlight, setInFlight] = useState<UploadFile[]>([]);

  // Two uploads may finish before the form re-renders; each must add to the other's result.
  const latestKeys = useRef(keys);
  useEffect(() => {
    latestKeys.current = keys;
  }, [keys]);
  const emit = (next: string[]) => {
    latestKeys.current = next;
    onChange?.(joinOssKeys(next));
  };

  const uploading = inFlight.length > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const refusalText = (refusal: UploadRefusal, name: string) =>
    refusal === 'tooLarge'
      ? t('upload.tooLarge', { size: formatByteSize(maxBytes) })
      : refusal === 'tooMany'
        ? t('upload.tooMany', { limit })
        : t('upload.badType', { name });

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const alreadyChosen = latestKeys.current.length + inFlight.length + batch.indexOf(file);
    const refusal = refuseUpload(file, alreadyChosen, { maxBytes, limit, allowedTypes });
    if (!refusal) return true;
    message.open({
      key: messageKey(refusal),
      type: 'error',
      content: refusalText(refusal, file.name),
      duration: UPLOAD_MESSAGE_SECONDS[refusal],
    });
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File).then(
      (uploaded) => {
        remember(uploaded);
        onSuccess?.(uploaded);
      },
      (error: Error) => onError?.(error),
    );
  };

  // A refused upload (the server's reason is already on screen) reads 附件上传失败。 for 2 s;
  // any other error event (network…) shows its own text for 5 s.
  const reportFailure = (error: unknown) => {
    const refusedByServer = error instanceof ApiError;
    const text = !refusedByServer && error instanceof Error && error.message ? error.message : '';
    message.open({
      key: messageKey('failed'),
      type: 'error',
      content: text || t('upload.failed'),
      duration: text ? UPLOAD_MESSAGE_SECONDS.errorEvent : UPLOAD_MESSAGE_SECONDS.failed,
    });
  };

  const withoutItem = (uid: string) => setInFlight((items) => items.filter((item) => item.uid !== uid));

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setInFlight((items) => [...items.filter((item) => item.uid !== file.uid), file]);
    } else if (file.status === 'done') {
      withoutItem(file.uid);
      emit([...latestKeys.current, (file.response as UploadedFile).ossKey]);
    } else if (file.status === 'error') {
      // The displayed list reloads, so the failed item leaves with it.
      withoutItem(file.uid);
      reportFailure(file.error);
    } else if (file.status === 'removed') {
      if (inFlight.some((item) => item.uid === file.uid)) withoutItem(file.uid);
      else emit(latestKeys.current.filter((key) => key !== file.uid));
    }
  };

  const fileList: UploadFile[] = [
    ...keys.map((key): UploadFile => {
      const known = filesByKey[key];
      // The path opens the file for preview in a new tab.
      return { uid: key, name: known?.name ?? key, status: 'done', url: known?.path, response: known };
    }),
    ...inFlight,
  ];

  const hint =
    fieldHint ??
    (maxBytes > 0 ? t('upload.hintWithSize', { size: formatByteSize(maxBytes) }) : t('upload.hint'));

  return (
    <div className={styles.field} data-testid={testId}>
      <Upload
        id={id}
        multiple
        accept={acceptAttribute(allowedTypes)}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        className={styles.upload}
      >
        <Button disabled={disabled}>{chooseText ?? t('upload.choose')}</Button>
      </Upload>
      <span className={styles.hint}>{hint}</span>
    </div>
  );
}
