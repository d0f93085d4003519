import { Button, Form, Input, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  HELD_MEETING_LOOKBACK_DAYS,
  MEETING_NAME_MAX_LENGTH,
  MINUTES_MAX_LENGTH,
} from '../../../api/contract-values.ts';
import { companyNow } from '../../../lib/company-time.ts';
import { useCreateHeldMeeting } from '../hooks/use-meetings.ts';
import { charCount } from '../model/char-count.ts';
import { minutesHtml } from '../model/minutes-text.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

interface HeldMeetingValues {
  name: string;
  /** YYYY-MM-DD and HH:mm from the browser's own fields. */
  date: string;
  start: string;
  end: string;
  attendees?: string[];
  content?: string;
  /** Plain text, a paragraph per line, as on the detail page. */
  minutes: string;
}

/** The minutes of a meeting held without a booking: the caller organizes and records it. */
export function HeldMeetingForm() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const create = useCreateHeldMeeting();
  const today = companyNow();
  const format = 'YYYY-MM-DD';

  const submit = async (values: HeldMeetingValues) => {
    try {
      const { id } = await create.mutateAsync({
        name: values.name,
        date: values.date,
        startTime: values.start,
        endTime: values.end,
        attendees: values.attendees ?? [],
        content: values.content ?? '',
        minutes: minutesHtml(values.minutes),
      });
      message.success(t('meetings.newMinutes.saved'));
      navigate(`/meeting/meetingDetail?id=${id}`);
    } catch {
      // The client already showed the server's reason; the form keeps what was typed.
    }
  };

  return (
    <Form<HeldMeetingValues>
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ date: today.format(format) }}
      onFinish={submit}
      data-testid="held-meeting-form"
    >
      <Form.Item
        name="name"
        label={t('meetings.field.name')}
        rules={[{ required: true, whitespace: true, message: t('meetings.update.nameRequired') }]}
      >
        <Input count={charCount(MEETING_NAME_MAX_LENGTH)} data-testid="held-meeting-name" />
      </Form.Item>
      <Space wrap align="start">
        {/* The browser's own date and time fields: calendar widgets would double the page's weight. */}
        <Form.Item
          name="date"
          label={t('meetings.field.day')}
          rules={[{ required: true, message: t('meetings.newMinutes.dateRequired') }]}
        >
          <Input
            type="date"
            min={today.subtract(HELD_MEETING_LOOKBACK_DAYS, 'day').format(format)}
            max={today.format(format)}
            data-testid="held-meeting-date"
          />
        </Form.Item>
        <Form.Item
          name="start"
          label={t('meetings.field.start')}
          rules={[{ required: true, message: t('meetings.newMinutes.timeRequired') }]}
        >
          <Input type="time" data-testid="held-meeting-start" />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('meetings.field.end')}
          dependencies={['start']}
          rules={[
            { required: true, message: t('meetings.newMinutes.timeRequired') },
            ({ getFieldValue }) => ({
              validator: (_, end: string | undefined) =>
                !end || !getFieldValue('start') || end > getFieldValue('start')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('meetings.newMinutes.endAfterStart'))),
            }),
          ]}
        >
          <Input type="time" data-testid="held-meeting-end" />
        </Form.Item>
      </Space>
      <Form.Item name="attendees" label={t('meetings.field.attendees')}>
        <PeoplePicker data-testid="held-meeting-attendees" />
      </Form.Item>
      <Form.Item name="content" label={t('meetings.field.content')}>
        <Input.TextArea rows={2} count={charCount(5000)} />
      </Form.Item>
      <Form.Item
        name="minutes"
        label={t('meetings.section.minutes')}
        rules={[{ required: true, whitespace: true, message: t('meetings.newMinutes.minutesRequired') }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 20 }}
          count={charCount(MINUTES_MAX_LENGTH)}
          placeholder={t('meetings.minutes.placeholder')}
          data-testid="held-meeting-minutes"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="held-meeting-save">
        {t('meetings.save')}
      </Button>
    </Form>
  );
}
