import { createMeetingRequest } from '@portal/contracts';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { AttachmentUpload } from '../files/AttachmentUpload.tsx';
import { AttendeeSelect } from './AttendeeSelect.tsx';
import styles from './create-meeting.module.css';
import { type RangeRefusal, rangeRefusal, useCreateMeeting } from './hooks/use-create-meeting.ts';
import { useGoBack } from './hooks/use-go-back.ts';
import {
  type BookingRange,
  buildCreateMeetingRequest,
  type MeetingFormValues,
} from './model/booking-query.ts';
import { contractRule } from './model/contract-rule.ts';
import { roomListPathFor } from './room-list-path.ts';

// Limits come from the contract the server validates with, so the counters and the server agree.
const fields = createMeetingRequest.shape;
const NAME_MAX = fields.name.maxLength ?? undefined;
const CONTENT_MAX = fields.content.unwrap().maxLength ?? undefined;
const EMPTY_FORM: MeetingFormValues = { name: '', attendees: [], content: '', attachment: '' };

/** Subject, attendees, content and attachments for the chosen range; 预定 books it. */
export function CreateMeetingForm({ range }: { range: BookingRange }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const roomListPath = roomListPathFor(range.date);
  const goBack = useGoBack(roomListPath);
  const { data: user } = useCurrentUser();
  const createMeeting = useCreateMeeting();
  const [uploading, setUploading] = useState(false);
  // Why the range was refused (taken, or closed with a reason), or null while there is none to show.
  const [conflict, setConflict] = useState<RangeRefusal | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);

  // The notice sits above the form; after a long form the person is looking at the submit button.
  useEffect(() => {
    if (conflict !== null) conflictRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [conflict]);

  // On any failure the form keeps what was typed: nothing here resets it.
  const submit = (values: MeetingFormValues) => {
    setConflict(null);
    createMeeting.mutate(buildCreateMeetingRequest(range, values), {
      onSuccess: () => {
        message.success(t('createMeeting.created'));
        navigate(roomListPath);
      },
      onError: (error) => setConflict(rangeRefusal(error)),
    });
  };

  return (
    <Card className={styles.card}>
      {conflict !== null && (
        <div ref={conflictRef} className={styles.conflict}>
          <Alert
            data-testid="booking-conflict"
            type="error"
            showIcon
            title={t('createMeeting.conflict')}
            description={conflict.kind === 'closed' ? conflict.reason : undefined}
            action={
              <Button size="small" onClick={() => navigate(roomListPath)}>
                {t('createMeeting.backToRooms')}
              </Button>
            }
          />
        </div>
      )}
      <Form<MeetingFormValues> layout="vertical" initialValues={EMPTY_FORM} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('createMeeting.subject')}
          required
          rules={[contractRule(fields.name, t)]}
        >
          <Input
            data-testid="meeting-subject"
            placeholder={t('createMeeting.subjectPlaceholder')}
            count={{ show: true, max: NAME_MAX }}
          />
        </Form.Item>
        <Form.Item
          name="attendees"
          label={t('createMeeting.attendees')}
          extra={t('createMeeting.organizerIncluded')}
        >
          <AttendeeSelect data-testid="meeting-attendees" organizerEmail={user?.email} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('createMeeting.content')}
          rules={[contractRule(fields.content, t)]}
        >
          <Input.TextArea
            data-testid="meeting-content"
            placeholder={t('createMeeting.contentPlaceholder')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            count={{ show: true, max: CONTENT_MAX }}
          />
        </Form.Item>
        <Form.Item name="attachment" label={t('createMeeting.attachments')}>
          <AttachmentUpload data-testid="meeting-attachments" onUploadingChange={setUploading} />
        </Form.Item>
        <Space className={styles.actions}>
          <Button onClick={goBack}>{t('createMeeting.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            data-testid="meeting-submit"
            loading={createMeeting.isPending}
            disabled={uploading || createMeeting.isPending}
          >
            {t('createMeeting.submit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
