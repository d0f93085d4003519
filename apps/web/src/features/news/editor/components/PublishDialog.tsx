import type { NewsEditorItem } from '@portal/contracts';
import { type ButtonProps, Checkbox, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from '../../../../api/use-single-submit.ts';
import { apiTime, localTime } from '../../../../lib/datetime-local.ts';
import styles from '../news-editor.module.css';
import { usePublishNotice } from '../use-news-editor.ts';

interface PublishDialogProps {
  notice: NewsEditorItem;
  onClose: () => void;
}

/** Publish now or at a set time, and take the notice down at a set time or never. */
export function PublishDialog({ notice, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const publish = usePublishNotice();
  const { pending, run } = useSingleSubmit();
  const fieldId = useId();
  const [when, setWhen] = useState<'now' | 'later'>(notice.state === 'scheduled' ? 'later' : 'now');
  const [publishAt, setPublishAt] = useState(
    notice.state === 'scheduled' ? localTime(notice.publishTime ?? '') : '',
  );
  const [expires, setExpires] = useState(notice.expireTime !== null);
  const [expireAt, setExpireAt] = useState(localTime(notice.expireTime ?? ''));
  const ready = (when === 'now' || publishAt !== '') && (!expires || expireAt !== '');

  const submit = () =>
    run(async () => {
      await publish.mutateAsync({
        id: notice.id,
        publishTime: when === 'later' ? apiTime(publishAt) : null,
        expireTime: expires ? apiTime(expireAt) : null,
      });
      onClose();
    }).catch(() => undefined);

  return (
    <Modal
      open
      title={t('newsEditor.publishTitle')}
      okText={t('newsEditor.publishConfirm')}
      cancelText={t('newsEditor.cancel')}
      okButtonProps={
        { disabled: !ready, loading: pending, 'data-testid': 'notice-publish-confirm' } as ButtonProps
      }
      onOk={submit}
      onCancel={onClose}
    >
      <Radio.Group value={when} onChange={(event) => setWhen(event.target.value)} className={styles.choices}>
        <Radio value="now" data-testid="notice-publish-now">
          {t('newsEditor.publishNow')}
        </Radio>
        <Radio value="later" data-testid="notice-publish-later">
          {t('newsEditor.publishLater')}
        </Radio>
      </Radio.Group>
      {when === 'later' && (
        <label className={styles.timeField} htmlFor={`${fieldId}-publish`}>
          {t('newsEditor.publishAt')}
          <Input
            type="datetime-local"
            id={`${fieldId}-publish`}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            data-testid="notice-publish-at"
          />
        </label>
      )}
      <Checkbox
        checked={expires}
        onChange={(event) => setExpires(event.target.checked)}
        data-testid="notice-expires"
      >
        {t('newsEditor.expires')}
      </Checkbox>
      {expires && (
        <label className={styles.timeField} htmlFor={`${fieldId}-expire`}>
          {t('newsEditor.expireAt')}
          <Input
            type="datetime-local"
            id={`${fieldId}-expire`}
            value={expireAt}
            min={when === 'later' ? publishAt : undefined}
            onChange={(event) => setExpireAt(event.target.value)}
            data-testid="notice-expire-at"
          />
        </label>
      )}
    </Modal>
  );
}
