import { Alert, Button, Form, Input, Popconfirm, Radio, Select } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import {
  BROADCAST_CONTENT_MAX,
  BROADCAST_PEOPLE_MAX,
  BROADCAST_TITLE_MAX,
} from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { useSingleSubmit } from '../../api/use-single-submit.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../console/index.ts';
import { useHoldsRight } from '../rights/index.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './messages.module.css';
import { type BroadcastFields, broadcastOf, EMAIL_SEPARATORS } from './model/audience.ts';
import { useBroadcast } from './use-broadcast.ts';

addFeatureTexts({ zh, en });

/** /#/admin/messages (站内消息): a holder of messages:send sends a bell message to many. */
export function BroadcastPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const canSend = useHoldsRight('messages:send');
  if (!user) return null;
  return (
    <ConsoleFrame title={t('route.broadcast')} intro={t('broadcast.intro')} testId="broadcast-page">
      {canSend === false ? (
        <Alert
          type="warning"
          showIcon
          message={t('broadcast.notAllowed')}
          data-testid="broadcast-not-allowed"
        />
      ) : (
        <BroadcastForm />
      )}
    </ConsoleFrame>
  );
}

function BroadcastForm() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<BroadcastFields>();
  const kind = Form.useWatch('audienceKind', form);
  const broadcast = useBroadcast();
  const { pending, run } = useSingleSubmit();

  const send = () =>
    run(async () => {
      const fields = await form.validateFields();
      const { recipients } = await broadcast.mutateAsync(broadcastOf(fields));
      void message.success(t('broadcast.sent', { count: recipients }));
      form.resetFields();
    }).catch(() => undefined);

  return (
    <Form<BroadcastFields>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ audienceKind: 'department' }}
      data-testid="broadcast-form"
    >
      <Form.Item
        name="title"
        label={t('broadcast.title')}
        rules={[{ required: true, whitespace: true, message: t('broadcast.titleRequired') }]}
      >
        <Input maxLength={BROADCAST_TITLE_MAX} showCount data-testid="broadcast-title" />
      </Form.Item>
      <Form.Item name="content" label={t('broadcast.content')}>
        <Input.TextArea
          rows={5}
          maxLength={BROADCAST_CONTENT_MAX}
          showCount
          data-testid="broadcast-content"
        />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('broadcast.link')}
        extra={t('broadcast.linkHint')}
        rules={[{ pattern: /^\/#\/\S*$/, message: t('broadcast.linkOutsidePortal') }]}
      >
        <Input placeholder="/#/ruleDetail?id=3" maxLength={500} data-testid="broadcast-link" />
      </Form.Item>
      <Form.Item name="audienceKind" label={t('broadcast.audience')}>
        <Radio.Group
          data-testid="broadcast-audience"
          options={(['everyone', 'department', 'people'] as const).map((value) => ({
            value,
            label: t(`broadcast.audiences.${value}`),
          }))}
        />
      </Form.Item>
      {kind === 'department' && (
        <Form.Item
          name="department"
          label={t('broadcast.department')}
          extra={t('broadcast.departmentHint')}
          rules={[{ required: true, whitespace: true, message: t('broadcast.departmentRequired') }]}
        >
          <Input placeholder="研发中心/平台部" maxLength={200} data-testid="broadcast-department" />
        </Form.Item>
      )}
      {kind === 'people' && (
        <Form.Item
          name="emails"
          label={t('broadcast.people')}
          extra={t('broadcast.peopleHint', { max: BROADCAST_PEOPLE_MAX })}
          rules={[{ required: true, type: 'array', min: 1, message: t('broadcast.peopleRequired') }]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={EMAIL_SEPARATORS}
            maxCount={BROADCAST_PEOPLE_MAX}
            placeholder="name@example.com"
            data-testid="broadcast-people"
          />
        </Form.Item>
      )}
      <Popconfirm
        title={t(kind === 'everyone' ? 'broadcast.confirmEveryone' : 'broadcast.confirm')}
        okText={t('broadcast.send')}
        cancelText={t('broadcast.cancel')}
        onConfirm={send}
      >
        <Button type="primary" loading={pending} data-testid="broadcast-send">
          {t('broadcast.send')}
        </Button>
      </Popconfirm>
    </Form>
  );
}
