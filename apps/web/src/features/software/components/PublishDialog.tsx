import { UploadOutlined } from '@ant-design/icons';
import type { SoftwareCategory, SoftwarePlatform, UploadedFile } from '@portal/contracts';
import { formatByteSize } from '@portal/contracts/text';
import { Button, Form, Input, Select, Upload } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOFTWARE_CATEGORIES, SOFTWARE_PLATFORMS, UPLOAD_MAX_BYTES } from '../../../api/contract-values.ts';
import { FormModal } from '../../../components/list-page/FormModal.tsx';
import { usePublishSoftware, useUploadPackage } from '../hooks/use-software.ts';
import { PACKAGE_ACCEPT, packageFileRefusal } from '../model/package-file.ts';

interface ReleaseForm {
  name: string;
  category: SoftwareCategory;
  platform: SoftwarePlatform;
  version: string;
  description?: string;
}

/** Uploads a package file, then publishes it with its name, category, platform and version. */
export function PublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const upload = useUploadPackage();
  const publish = usePublishSoftware();

  const pick = (chosen: File) => {
    const refusal = packageFileRefusal(chosen);
    if (refusal === 'badType') void message.error(t('software.publish.badType'), 3);
    else if (refusal === 'tooLarge')
      void message.error(t('software.publish.tooLarge', { size: formatByteSize(UPLOAD_MAX_BYTES) }), 5);
    else upload.mutate(chosen, { onSuccess: setFile });
    // Sent by the mutation, never by the Upload itself.
    return Upload.LIST_IGNORE;
  };

  const close = () => {
    setFile(null);
    onClose();
  };

  const submit = (values: ReleaseForm) => {
    if (!file) {
      void message.error(t('software.publish.fileRequired'), 3);
      return;
    }
    publish.mutate(
      { ...values, description: values.description ?? '', ossKey: file.ossKey },
      { onSuccess: close },
    );
  };

  return (
    <FormModal<ReleaseForm>
      open={open}
      title={t('software.publish.title')}
      okText={t('software.publish.submit')}
      cancelText={t('software.publish.cancel')}
      saving={publish.isPending}
      onSubmit={submit}
      onClose={close}
      testId="software-form"
    >
      <Form.Item
        label={t('software.publish.file')}
        required
        extra={file?.name ?? t('software.publish.fileHint')}
      >
        <Upload accept={PACKAGE_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="software-file">
            {t('software.publish.chooseFile')}
          </Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="name"
        label={t('software.columns.name')}
        rules={[{ required: true, whitespace: true, max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('software.columns.version')}
        rules={[
          {
            required: true,
            pattern: /^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$/,
            message: t('software.publish.versionRule'),
          },
        ]}
      >
        <Input maxLength={40} placeholder="1.0.0" />
      </Form.Item>
      <Form.Item name="category" label={t('software.columns.category')} rules={[{ required: true }]}>
        <Select
          options={SOFTWARE_CATEGORIES.map((value) => ({
            value,
            label: t(`software.categories.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="platform" label={t('software.columns.platform')} rules={[{ required: true }]}>
        <Select
          options={SOFTWARE_PLATFORMS.map((value) => ({ value, label: t(`software.platforms.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('software.publish.description')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}
