import type { PersonalProject } from '@portal/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_STATUSES,
} from '../../../api/contract-values.ts';
import { companyNow } from '../../../lib/company-time.ts';
import { useSaveProject } from '../hooks/use-personal-projects.ts';
import { fieldsOf, formValuesOf, newProjectValues, type ProjectFormValues } from '../model/project-form.ts';

interface ProjectFormModalProps {
  /** 'new' opens an empty form, a project opens it filled; null keeps it closed. */
  editing: PersonalProject | 'new' | null;
  onClose: () => void;
}

/** Creates or changes one of my projects; the server checks every field again. */
export function ProjectFormModal({ editing, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectFormValues>();
  const save = useSaveProject();

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? newProjectValues(companyNow()) : formValuesOf(editing));
  }, [editing, form]);

  const submit = (values: ProjectFormValues) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, fields: fieldsOf(values) },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open={editing !== null}
      title={t(editing === 'new' ? 'personalProjects.form.createTitle' : 'personalProjects.form.editTitle')}
      okText={t('personalProjects.form.ok')}
      cancelText={t('personalProjects.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      data-testid="project-form"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="name"
          label={t('personalProjects.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('personalProjects.form.nameRequired') }]}
        >
          <Input maxLength={PROJECT_NAME_MAX_LENGTH} data-testid="project-form-name" />
        </Form.Item>
        <Form.Item name="role" label={t('personalProjects.fields.role')}>
          <Input maxLength={PROJECT_ROLE_MAX_LENGTH} data-testid="project-form-role" />
        </Form.Item>
        <Form.Item name="status" label={t('personalProjects.fields.status')} rules={[{ required: true }]}>
          <Select
            options={PROJECT_STATUSES.map((status) => ({
              value: status,
              label: t(`personalProjects.statuses.${status}`),
            }))}
            data-testid="project-form-status"
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('personalProjects.fields.period')}
          rules={[{ required: true, message: t('personalProjects.form.startRequired') }]}
        >
          <DatePicker.RangePicker allowEmpty={[false, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="progress" label={t('personalProjects.fields.progress')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="description" label={t('personalProjects.fields.description')}>
          <Input.TextArea rows={4} maxLength={PROJECT_DESCRIPTION_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
