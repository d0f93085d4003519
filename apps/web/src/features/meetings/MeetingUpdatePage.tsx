import type { MeetingDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Segmented, Select, Skeleton, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { callApi } from '../../api/client.ts';
import { MEETING_NAME_MAX_LENGTH, MEETING_STATUS } from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { AttachmentUpload } from '../files/index.ts';
import { ActionPlan } from './components/ActionPlan.tsx';
import { PeoplePicker } from './components/PeoplePicker.tsx';
import { rangeRefusal } from './hooks/use-create-meeting.ts';
import { useMeetingDetail, useUpdateMeeting } from './hooks/use-meetings.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';
import { charCount } from './model/char-count.ts';
import {
  editsActions,
  type MeetingEditValues,
  meetingEditValues,
  updateMeetingBody,
} from './model/meeting-edit.ts';

addFeatureTexts({ zh, en });

type Part = 'meeting' | 'actions';

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
  const [form] = Form.useForm<MeetingEditValues>();
  const day: string | undefined = Form.useWatch('day', form);
  const rooms = useRoomOptions(day || initial.day);

  const submit = async (values: MeetingEditValues) => {
    setRefusal(null);
    try {
      await update.mutateAsync(
        updateMeetingBody(meeting.id, {
          ...values,
          content: values.content ?? '',
          attachment: values.attachment ?? '',
          roomId: values.roomId ?? null,
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
    <Form<MeetingEditValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={initial}
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
        <Input count={charCount(MEETING_NAME_MAX_LENGTH)} data-testid="meeting-update-name" />
      </Form.Item>
      <Form.Item name="attendees" label={t('meetings.field.attendees')}>
        <PeoplePicker data-testid="meeting-update-attendees" />
      </Form.Item>
      <Form.Item name="content" label={t('meetings.field.content')}>
        <Input.TextArea rows={4} count={charCount(5000, true)} />
      </Form.Item>
      <Form.Item name="attachment" label={t('meetings.field.attachments')}>
        <AttachmentUpload onUploadingChange={setUploading} />
      </Form.Item>
      <Space wrap align="start">
        {/* The browser's own date and time fields: calendar widgets would double the page's weight. */}
        <Form.Item name="day" label={t('meetings.field.day')} rules={[{ required: true }]}>
          <Input type="date" data-testid="meeting-update-day" />
        </Form.Item>
        <Form.Item name="start" label={t('meetings.field.start')} rules={[{ required: true }]}>
          <Input type="time" step={1800} data-testid="meeting-update-start" />
        </Form.Item>
        <Form.Item name="end" label={t('meetings.field.end')} rules={[{ required: true }]}>
          <Input type="time" step={1800} data-testid="meeting-update-end" />
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
/** Why the form is not offered: the meeting is cancelled, has ended, or is someone else's. */
function notEditableReason(status: number) {
  if (status === MEETING_STATUS.cancelled) return 'meetings.update.cancelled';
  if (status === MEETING_STATUS.ended || status === MEETING_STATUS.minutesRecorded)
    return 'meetings.update.ended';
  return 'meetings.update.organizerOnly';
}

export function MeetingUpdatePage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string; editMission: string }>();
  const id = Number(params.id);
  const detail = useMeetingDetail(Number.isInteger(id) && id > 0 ? id : null);
  const { data: user } = useCurrentUser();
  const meeting = detail.data;
  const [part, setPart] = useState<Part>(editsActions(params.editMission) ? 'actions' : 'meeting');

  return (
    <MeetingLayout>
      <section className={styles.card}>
        {!meeting ? (
          detail.isLoading ? (
            <Skeleton active />
          ) : (
            <Alert type="warning" showIcon title={t('meetings.detail.unavailable')} />
          )
        ) : (
          <>
            <h2 className={styles.heading}>{meeting.name}</h2>
            <Segmented<Part>
              value={part}
              onChange={setPart}
              options={[
                { value: 'meeting', label: t('meetings.update.meetingTab') },
                { value: 'actions', label: t('meetings.section.actions') },
              ]}
              style={{ margin: '12px 0 16px' }}
              data-testid="meeting-update-part"
            />
            {part === 'actions' ? (
              <ActionPlan meeting={meeting} userEmail={user?.email} />
            ) : meeting.rights.canEdit ? (
              <MeetingEditForm meeting={meeting} />
            ) : (
              <Alert type="info" showIcon title={t(notEditableReason(meeting.status))} />
            )}
          </>
        )}
      </section>
    </MeetingLayout>
  );
}
