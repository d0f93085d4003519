import type { PersonalProject } from '@portal/contracts';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_STATUSES,
} from '../../../api/contract-values.ts';
import { type Editing, editedId, FormModal } from '../../../components/list-page/FormModal.tsx';
import { companyNow } from '../../../lib/company-time.ts';
import { useSaveProject } from '../hooks/use-personal-projects.ts';
import { fieldsOf, formValuesOf, newProjectValues, type ProjectFormValues } from '../model/project-form.ts';

interface ProjectFormModalProps {
  /** 'new' opens an empty form, a project opens it filled. */
  editing: Editing<PersonalProject>;
  onClose: () => void;
}

/** Creates or changes one of my projects; the server checks every field again. */
export function ProjectFormModal({ editing, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveProject();

  return (
    <FormModal<ProjectFormValues>
      title={t(editing === 'new' ? 'personalProjects.form.createTitle' : 'personalProjects.form.editTitle')}
      okText={t('personalProjects.form.ok')}
      cancelText={t('personalProjects.form.cancel')}
      initialValues={editing === 'new' ? newProjectValues(companyNow()) : formValuesOf(editing)}
      saving={save.isPending}
      onSubmit={(values) =>
        save.mutate({ id: editedId(editing), fields: fieldsOf(values) }, { onSuccess: onClose })
      }
      onClose={onClose}
      testId="project-form"
    >
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
    </FormModal>
  );
}
