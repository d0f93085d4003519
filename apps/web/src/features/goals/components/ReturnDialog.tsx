import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_COMMENT_MAX } from '../../../api/contract-values.ts';

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (comment: string) => void;
}

/** Asks the supervisor why the goals go back; the comment is required. */
export function ReturnDialog({ open, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <Modal
      open={open}
      title={t('goals.approve.returnTitle')}
      okText={t('goals.approve.returnConfirm')}
      cancelText={t('goals.approve.cancel')}
      okButtonProps={{
        disabled: comment.trim() === '',
        loading: busy,
        danger: true,
        'data-testid': 'goal-return-confirm',
      }}
      onOk={() => onConfirm(comment.trim())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.TextArea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={RETURN_COMMENT_MAX}
        showCount
        rows={4}
        placeholder={t('goals.approve.commentPlaceholder')}
        data-testid="goal-return-comment-input"
      />
    </Modal>
  );
}
