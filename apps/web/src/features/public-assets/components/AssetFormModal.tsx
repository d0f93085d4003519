import type { PublicAsset } from '@portal/contracts';
import { Cascader, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CATEGORIES,
  ASSET_NAME_MAX_LENGTH,
  ASSET_NUMBER_MAX_LENGTH,
  ASSET_STATUSES,
} from '../../../api/contract-values.ts';
import { type Editing, editedId, FormModal } from '../../../components/list-page/FormModal.tsx';
import { useSaveAsset } from '../hooks/use-public-assets.ts';
import { type AssetFormValues, fieldsOf, formValuesOf } from '../model/asset-form.ts';
import { ASSET_PLACES } from '../model/asset-options.ts';

interface AssetFormModalProps {
  /** 'new' opens an empty form (in use), an asset opens it filled. */
  editing: Editing<PublicAsset>;
  onClose: () => void;
}

/** Adds or changes an asset (right holders only; the server checks the right and every field). */
export function AssetFormModal({ editing, onClose }: AssetFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveAsset();
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <FormModal<AssetFormValues>
      title={t(editing === 'new' ? 'publicAssets.form.createTitle' : 'publicAssets.form.editTitle')}
      okText={t('publicAssets.form.ok')}
      cancelText={t('publicAssets.form.cancel')}
      initialValues={editing === 'new' ? { status: 'inUse' } : formValuesOf(editing)}
      saving={save.isPending}
      onSubmit={(values) =>
        save.mutate({ id: editedId(editing), fields: fieldsOf(values) }, { onSuccess: onClose })
      }
      onClose={onClose}
    >
      <Form.Item
        name="assetNo"
        label={t('publicAssets.fields.assetNo')}
        rules={required(t('publicAssets.form.required'))}
      >
        <Input maxLength={ASSET_NUMBER_MAX_LENGTH} placeholder="XH-IT-2026-0001" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('publicAssets.fields.name')}
        rules={required(t('publicAssets.form.required'))}
      >
        <Input maxLength={ASSET_NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="category" label={t('publicAssets.fields.category')} rules={[{ required: true }]}>
        <Select
          options={ASSET_CATEGORIES.map((value) => ({
            value,
            label: t(`publicAssets.categories.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="place"
        label={t('publicAssets.fields.place')}
        rules={[{ required: true, type: 'array', len: 2 }]}
      >
        <Cascader options={ASSET_PLACES} />
      </Form.Item>
      <Form.Item name="custodianEmail" label={t('publicAssets.fields.custodianEmail')}>
        <Input type="email" maxLength={200} placeholder={t('publicAssets.form.custodianHint')} />
      </Form.Item>
      <Form.Item name="status" label={t('publicAssets.fields.status')} rules={[{ required: true }]}>
        <Select
          options={ASSET_STATUSES.map((value) => ({ value, label: t(`publicAssets.statuses.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="purchaseDate"
        label={t('publicAssets.fields.purchaseDate')}
        rules={[{ required: true }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
