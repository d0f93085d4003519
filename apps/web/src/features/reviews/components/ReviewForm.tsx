import { reviewInput } from '@portal/contracts';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '../../../api/contract-values.ts';
import { useSingleSubmit } from '../../../api/use-single-submit.ts';
import { contractRule } from '../../meetings/index.ts';
import { EmployeeSelect } from '../../people/index.ts';
import { type ReviewFormValues, SECTION_KEYS } from '../model/review-form.ts';
import styles from '../reviews.module.css';
import { ReviewActionsEditor } from './ReviewActionsEditor.tsx';

const RULES = 'reviews.rules';

interface ReviewFormProps {
  initialValues: ReviewFormValues;
  /** A published review is saved as it is; a draft is saved or published. */
  published: boolean;
  /** Settles when the save is answered; the buttons stay disabled until then. */
  onSubmit: (values: ReviewFormValues, publish: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/** The review's fields, checked with the contract's own schema before they are sent. */
export function ReviewForm({ initialValues, published, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewFormValues>();
  const { pending, run } = useSingleSubmit();
  // Validation is asynchronous too: a second click during it must not save a second time.
  const submit = (publish: boolean) =>
    run(async () => {
      const values = await form.validateFields().catch(() => null);
      if (values) await onSubmit(values, publish);
    });
  const shape = reviewInput.shape;

  return (
    <Form form={form} layout="vertical" initialValues={initialValues}>
      <Form.Item
        name="title"
        label={t('reviews.field.title')}
        required
        rules={[contractRule(shape.title, t, RULES)]}
      >
        <Input
          maxLength={REVIEW_LIMITS.title}
          showCount
          placeholder={t('reviews.placeholder.title')}
          data-testid="review-title"
        />
      </Form.Item>
      <Form.Item
        name="project"
        label={t('reviews.field.project')}
        required
        rules={[contractRule(shape.project, t, RULES)]}
      >
        <Input
          maxLength={REVIEW_LIMITS.project}
          placeholder={t('reviews.placeholder.project')}
          data-testid="review-project"
        />
      </Form.Item>
      <Form.Item
        name="reviewDate"
        label={t('reviews.field.reviewDate')}
        required
        rules={[contractRule(shape.reviewDate, t, RULES)]}
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : null })}
        normalize={(value: dayjs.Dayjs | null) => value?.format('YYYY-MM-DD') ?? ''}
      >
        <DatePicker allowClear={false} data-testid="review-date" />
      </Form.Item>
      <Form.Item name="participants" label={t('reviews.field.participants')}>
        <EmployeeSelect data-testid="review-participants" />
      </Form.Item>
      {SECTION_KEYS.map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`reviews.field.${key}`)}
          rules={[contractRule(shape[key], t, RULES)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={REVIEW_LIMITS.section}
            placeholder={t(`reviews.placeholder.${key}`)}
            data-testid={`review-${key}`}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('reviews.field.actions')}>
        <ReviewActionsEditor />
      </Form.Item>
      <div className={styles.buttons}>
        {!published && (
          <Button
            type="primary"
            loading={pending}
            disabled={pending}
            onClick={() => submit(true)}
            data-testid="review-publish"
          >
            {t('reviews.form.publish')}
          </Button>
        )}
        <Button
          type={published ? 'primary' : 'default'}
          loading={pending}
          disabled={pending}
          onClick={() => submit(false)}
          data-testid="review-save"
        >
          {published ? t('reviews.form.save') : t('reviews.form.saveDraft')}
        </Button>
        <Button onClick={onCancel}>{t('reviews.form.cancel')}</Button>
      </div>
    </Form>
  );
}
