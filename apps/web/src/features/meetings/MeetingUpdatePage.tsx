import type { MeetingDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Tabs,
  TimePicker,
} from 'antd';
import useApp from 'antd/es/app/useApp';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { callApi } from '../../api/client.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { AttachmentUpload } from '../files/AttachmentUpload.tsx';
import { ActionPlan } from './components/ActionPlan.tsx';
import { PeoplePicker } from './components/PeoplePicker.tsx';
import { rangeRefusal } from './hooks/use-create-meeting.ts';
import { useMeetingDetail, useUpdateMeeting } from './hooks/use-meetings.ts';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';
import { editsActions, meetingEditValues, updateMeetingBody } from './model/meeting-edit.ts';

interface EditForm {
  name: string;
  attendees: string[];
  content: string;
  attachment: string;
  day: Dayjs;
  span: [Dayjs, Dayjs];
  roomId: number | null;
}

/** Every room for the room field; whether it is free then is the server's to say. */
function useRoomOptions(day: string) {
  return useQuery({
    queryKey: ['meetings', 'rooms', day],
    queryFn: () =>
      callApi('roomList', { body: { startTime: `${day} 00:00:00`, endTime: `${day} 24:00:00` } }),
    staleTime: 60_000,
  });
}

function MeetingEditForm({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const update = useUpdateMeeting();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = meetingEditValues(meeting);
  const [form] = Form.useForm<EditForm>();
  const day: Dayjs | undefined = Form.useWatch('day', form);
  const rooms = useRoomOptions((day ?? dayjs(initial.day)).format('YYYY-MM-DD'));

  const submit = async (values: EditForm) => {
    setRefusal(null);
    try {
      await update.mutateAsync(
        updateMeetingBody(meeting.id, {
          ...values,
          content: values.content ?? '',
          attachment: values.attachment ?? '',
          roomId: values.roomId ?? null,
          day: values.day.format('YYYY-MM-DD'),
          start: values.span[0].format('HH:mm'),
          end: values.span[1].format('HH:mm'),
        }),
      );
      message.success(t('meetings.update.saved'));
      navigate(`/meeting/meetingDetail?id=${meeting.id}`);
    } catch (error) {
      // The one refusal the client kept quiet: shown here, once, in the server's words.
      if (rangeRefusal(error)) setRefusal((error as Error).message);
    }
  };

  return (
    <Form<EditForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        ...initial,
        day: dayjs(initial.day),
        span: [dayjs(`${initial.day} ${initial.start}`), dayjs(`${initial.day} ${initial.end}`)],
      }}
      onFinish={submit}
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          style={{ marginBottom: 16 }}
          data-testid="meeting-update-refusal"
        />
      )}
      <Form.Item
        name="name"
        label={t('meetings.field.name')}
        rules={[{ required: true, whitespace: true, message: t('meetings.update.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="meeting-update-name" />
      </Form.Item>
      <Form.Item name="attendees" label={t('meetings.field.attendees')}>
        <PeoplePicker data-testid="meeting-update-attendees" />
      </Form.Item>
      <Form.Item name="content" label={t('meetings.field.content')}>
        <Input.TextArea rows={4} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item name="attachment" label={t('meetings.field.attachments')}>
        <AttachmentUpload onUploadingChange={setUploading} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="day" label={t('meetings.field.day')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="span" label={t('meetings.field.time')} rules={[{ required: true }]}>
          <TimePicker.RangePicker format="HH:mm" minuteStep={30} allowClear={false} order={false} />
        </Form.Item>
        <Form.Item name="roomId" label={t('meetings.field.room')}>
          <Select<number | null>
            style={{ width: 220 }}
            loading={rooms.isLoading}
            options={[
              { value: null, label: t('meetings.noRoom') },
              ...(rooms.data ?? []).map((room) => ({ value: room.id, label: room.meetingRoomName })),
            ]}
            data-testid="meeting-update-room"
          />
        </Form.Item>
      </Space>
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          disabled={uploading}
          data-testid="meeting-update-save"
        >
          {t('meetings.save')}
        </Button>
        <Button onClick={() => navigate(`/meeting/meetingDetail?id=${meeting.id}`)}>
          {t('meetings.cancel')}
        </Button>
      </Space>
    </Form>
  );
}

/** /#/meeting/meetingUpdate/:id/:editMission: the organizer edits the meeting; '1' opens the action plan. */
export function MeetingUpdatePage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string; editMission: string }>();
  const id = Number(params.id);
  const detail = useMeetingDetail(Number.isInteger(id) && id > 0 ? id : null);
  const { data: user } = useCurrentUser();
  const meeting = detail.data;

  return (
    <MeetingLayout>
      <Card className={styles.card}>
        {!meeting ? (
          detail.isLoading ? (
            <Skeleton active />
          ) : (
            <Alert type="warning" showIcon title={t('meetings.detail.unavailable')} />
          )
        ) : (
          <>
            <h2 className={styles.heading}>{meeting.name}</h2>
            <Tabs
              defaultActiveKey={editsActions(params.editMission) ? 'actions' : 'meeting'}
              items={[
                {
                  key: 'meeting',
                  label: t('meetings.update.meetingTab'),
                  children: meeting.rights.canEdit ? (
                    <MeetingEditForm meeting={meeting} />
                  ) : (
                    <Alert type="info" showIcon title={t('meetings.update.organizerOnly')} />
                  ),
                },
                {
                  key: 'actions',
                  label: t('meetings.section.actions'),
                  children: <ActionPlan meeting={meeting} userEmail={user?.email} />,
                },
              ]}
            />
          </>
        )}
      </Card>
    </MeetingLayout>
  );
}
