import { createMeetingRequest } from '@portal/contracts';
import { charLength } from '@portal/contracts/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  BOOKING_WINDOW_DAYS,
  COMMENT_MAX_LENGTH,
  MEETING_NAME_MAX_LENGTH,
} from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { AttachmentUpload } from '../files/index.ts';
import { EmployeeSelect } from '../people/index.ts';
import styles from './create-meeting.module.css';
import { rangeRefusal, useCreateMeeting } from './hooks/use-create-meeting.ts';
import { useGoBack } from './hooks/use-go-back.ts';
import { ROOM_DAY_KEY } from './hooks/use-room-day.ts';
import { useRoomListPath } from './hooks/use-room-list-path.ts';
import {
  type BookingRange,
  buildCreateMeetingRequest,
  type MeetingFormValues,
} from './model/booking-query.ts';
import { charCount } from './model/char-count.ts';
import { contractRule } from './model/contract-rule.ts';
import type { RangeRefusal } from './model/range-check.ts';

// Limits come from the contract the server validates with, so the counters and the server agree.
const fields = createMeetingRequest.shape;
// The content box is the product's comment box: 100 characters, however much the server would take.
const CONTENT_MAX = COMMENT_MAX_LENGTH;
const EMPTY_FORM: MeetingFormValues = { name: '', attendees: [], content: '', attachment: '' };

interface CreateMeetingFormProps {
  range: BookingRange;
  /** False until the room's day has loaded: nothing is booked before the range could be checked. */
  roomKnown: boolean;
  /** Why the range cannot be booked as the page sees the room's day, or null. */
  openingRefusal: RangeRefusal | null;
}

/** Subject, attendees, content and attachments for the chosen range; 预定 books it. */
export function CreateMeetingForm({ range, roomKnown, openingRefusal }: CreateMeetingFormProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const roomListPath = useRoomListPath(range.date);
  const goBack = useGoBack(roomListPath);
  const { data: user } = useCurrentUser();
  const createMeeting = useCreateMeeting();
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<MeetingFormValues>();
  const contentLength = charLength(Form.useWatch('content', form) ?? '');
  // The server's refusal on submit (someone was quicker) wins over what the page saw on opening.
  const [submitRefusal, setSubmitRefusal] = useState<RangeRefusal | null>(null);
  const conflict = submitRefusal ?? openingRefusal;
  const conflictRef = useRef<HTMLDivElement>(null);

  // The notice sits above the form; after a long form the person is looking at the submit button.
  useEffect(() => {
    if (conflict !== null) conflictRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [conflict]);

  // On any failure the form keeps what was typed: nothing here resets it.
  const submit = (values: MeetingFormValues) => {
    setSubmitRefusal(null);
    createMeeting.mutate(buildCreateMeetingRequest(range, values), {
      onSuccess: () => {
        message.success(t('createMeeting.created'));
        navigate(roomListPath);
      },
      onError: (error) => {
        const refusal = rangeRefusal(error);
        setSubmitRefusal(refusal);
        if (refusal) void queryClient.invalidateQueries({ queryKey: [ROOM_DAY_KEY] });
      },
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
            title={refusalTitle(conflict, t)}
            description={refusalDetail(conflict, t)}
            action={
              <Button size="small" onClick={() => navigate(roomListPath)}>
                {t('createMeeting.backToRooms')}
              </Button>
            }
          />
        </div>
      )}
      <Form<MeetingFormValues> form={form} layout="vertical" initialValues={EMPTY_FORM} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('createMeeting.subject')}
          required
          rules={[contractRule(fields.name, t)]}
        >
          <Input
            data-testid="meeting-subject"
            placeholder={t('createMeeting.subjectPlaceholder')}
            count={charCount(MEETING_NAME_MAX_LENGTH, true)}
          />
        </Form.Item>
        <Form.Item
          name="attendees"
          label={t('createMeeting.attendees')}
          extra={t('createMeeting.organizerIncluded')}
        >
          <EmployeeSelect data-testid="meeting-attendees" organizerEmail={user?.email} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('createMeeting.content')}
          rules={[contractRule(fields.content, t)]}
          extra={
            contentLength >= CONTENT_MAX ? (
              <span data-testid="meeting-content-limit">
                {t('createMeeting.contentLimit', { max: CONTENT_MAX })}
              </span>
            ) : undefined
          }
        >
          <Input.TextArea
            data-testid="meeting-content"
            placeholder={t('createMeeting.contentPlaceholder')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            count={charCount(CONTENT_MAX, true)}
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
            disabled={!roomKnown || conflict !== null || uploading || createMeeting.isPending}
          >
            {t('createMeeting.submit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function refusalTitle(refusal: RangeRefusal, t: TFunction): string {
  switch (refusal.kind) {
    case 'taken':
      return t('createMeeting.conflict');
    case 'closed':
      return t('createMeeting.closed');
    case 'past':
      return t('createMeeting.pastRange');
    case 'beyondWindow':
      return t('createMeeting.beyondWindow', { days: BOOKING_WINDOW_DAYS });
  }
}

/** Who holds the range, or why the room is closed then, when known. */
function refusalDetail(refusal: RangeRefusal, t: TFunction): string | undefined {
  if (refusal.kind === 'closed') return refusal.reason || undefined;
  if (refusal.kind === 'taken' && refusal.holder) {
    const { userName, start, end } = refusal.holder;
    return t('meetingOrder.slot.bookedBy', { user: userName, start, end });
  }
  return undefined;
}
