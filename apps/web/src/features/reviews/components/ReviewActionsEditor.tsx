import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { reviewActionInput } from '@portal/contracts';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '../../../api/contract-values.ts';
import { contractRule } from '../../meetings/index.ts';
import styles from '../reviews.module.css';
import { OwnerSelect } from './OwnerSelect.tsx';

const RULES = 'reviews.rules';

/** The follow-up actions: what, who (one employee) and by when, as many rows as needed. */
export function ReviewActionsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="actions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.actionRow} data-testid={`review-action-${index}`}>
              <Form.Item
                name={[field.name, 'content']}
                rules={[contractRule(reviewActionInput.shape.content, t, RULES)]}
              >
                <Input
                  placeholder={t('reviews.field.actionContent')}
                  maxLength={REVIEW_LIMITS.actionContent}
                  data-testid="review-action-content"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'ownerEmail']}
                rules={[contractRule(reviewActionInput.shape.ownerEmail, t, RULES)]}
              >
                <OwnerSelect data-testid="review-action-owner" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'dueDate']}
                getValueProps={(value?: string) => ({ value: value ? dayjs(value) : null })}
                normalize={(value: dayjs.Dayjs | null) => value?.format('YYYY-MM-DD')}
              >
                <DatePicker placeholder={t('reviews.field.dueDate')} style={{ width: '100%' }} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('reviews.form.removeAction')}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          {fields.length < REVIEW_LIMITS.actions && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ content: '' })}
              data-testid="review-add-action"
            >
              {t('reviews.form.addAction')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
