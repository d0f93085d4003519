import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch, useSearchParams } from 'wouter';
import { BOOKING_WINDOW_DAYS, COMMENT_MAX_LENGTH } from '../../../api/contract-values.ts';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { showToast } from '../../../shell/mobile/feedback.ts';
import parts from '../../../shell/mobile/h5-parts.module.css';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { useCompanyNow } from '../../rooms/index.ts';
import { rangeRefusal, useCreateMeeting } from '../hooks/use-create-meeting.ts';
import { ROOM_DAY_KEY, useRoomDay } from '../hooks/use-room-day.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { type BookingRange, buildCreateMeetingRequest, parseBookingQuery } from '../model/booking-query.ts';
import { checkRange, type RangeRefusal } from '../model/range-check.ts';
import { AttendeePicker } from './components/AttendeePicker.tsx';
import styles from './create-meeting-h5.module.css';
import { clearDraft, draftFor, saveDraft } from './model/attendee-handoff.ts';

addFeatureTexts({ zh, en });

/**
 * Plain fields drawn like antd-mobile's (its form controls would bring the popups' animation library
 * into the first load); the toast fetches antd-mobile when used, and attendees are picked on a page
 * of their own.
 *
 * The phone create-meeting page: the range the grid handed over, then subject, attendees, content. */
export function CreateMeetingH5Page() {
  const [params] = useSearchParams();
  const range = parseBookingQuery(params);
  if (!range) return <InvalidRange />;
  return <CreateMeetingH5Form range={range} />;
}

function InvalidRange() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className={styles.warning} data-testid="h5-invalid-range">
      <p>{t('createMeeting.invalidRangeText')}</p>
      <button type="button" className={parts.sheetButton} onClick={() => navigate(h5Path('/meetingOrderH5'))}>
        {t('createMeeting.backToRooms')}
      </button>
    </div>
  );
}

const refusalText = (refusal: RangeRefusal, t: TFunction) => {
  switch (refusal.kind) {
    case 'past':
      return t('createMeeting.pastRange');
    case 'beyondWindow':
      return t('createMeeting.beyondWindow', { days: BOOKING_WINDOW_DAYS });
    case 'closed':
      return [t('createMeeting.closed'), refusal.reason].filter(Boolean).join(' ');
    case 'taken':
      return t('createMeeting.conflict');
  }
};

function CreateMeetingH5Form({ range }: { range: BookingRange }) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const back = `${path}?${useSearch()}`;
  const now = useCompanyNow();
  const queryClient = useQueryClient();
  const roomDay = useRoomDay(range.roomId, range.date);
  const createMeeting = useCreateMeeting();
  // Back from the attendee picker, what was typed before it opened comes back with the picks.
  const [draft] = useState(() => draftFor(sessionStorage, back));
  const [name, setName] = useState(draft?.name ?? '');
  const [content, setContent] = useState(draft?.content ?? '');
  const [attendees, setAttendees] = useState<string[]>(draft?.attendees ?? []);
  useEffect(() => clearDraft(sessionStorage), []);
  const pickAttendees = () => {
    saveDraft(sessionStorage, { back, name, content, attendees });
    navigate(h5Path('/orderH5/selectPerson'));
  };
  const [submitRefusal, setSubmitRefusal] = useState<RangeRefusal | null>(null);
  const room = roomDay.data;
  const refusal = submitRefusal ?? (room ? checkRange(range, room, now) : null);
  const roomMissing = roomDay.isError;
  const ready = !!room && !refusal && name.trim() !== '' && !createMeeting.isPending;

  const submit = () => {
    setSubmitRefusal(null);
    createMeeting.mutate(buildCreateMeetingRequest(range, { name, attendees, content }), {
      onSuccess: () => {
        void showToast({ icon: 'success', content: t('createMeeting.created') });
        navigate(h5Path('/orderHistoryH5'), { replace: true });
      },
      onError: (error) => {
        const refused = rangeRefusal(error);
        setSubmitRefusal(refused);
        if (refused) void queryClient.invalidateQueries({ queryKey: [ROOM_DAY_KEY] });
      },
    });
  };

  return (
    <div className={styles.formPage}>
      <section className={styles.summary} data-testid="h5-create-summary">
        <p className={styles.summaryRoom} data-testid="h5-create-room">
          {room?.name ?? (roomMissing ? t('createMeeting.roomMissingTitle') : t('createMeeting.roomLoading'))}
        </p>
        <p className={styles.summaryTime}>
          {range.date} {range.startTime}-{range.endTime}
        </p>
      </section>
      {refusal && (
        <div className={styles.warning} role="alert" data-testid="h5-booking-conflict">
          {refusalText(refusal, t)}
        </div>
      )}
      <div className={parts.list}>
        <label className={styles.field}>
          <span className={`${styles.fieldLabel} ${styles.required}`}>{t('createMeeting.subject')}</span>
          <input
            className={styles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('createMeeting.subjectPlaceholder')}
            data-testid="h5-meeting-subject"
          />
        </label>
        <div className={styles.field}>
          <span className={styles.fieldLabel}>{t('createMeeting.attendees')}</span>
          <AttendeePicker value={attendees} onChange={setAttendees} onAdd={pickAttendees} />
        </div>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('createMeeting.content')}</span>
          <textarea
            className={styles.input}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('createMeeting.contentPlaceholder')}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            data-testid="h5-meeting-content"
          />
          <span className={styles.counter}>
            {content.length}/{COMMENT_MAX_LENGTH}
          </span>
        </label>
      </div>
      <div className={parts.footer}>
        <button
          type="button"
          className={parts.sheetButton}
          onClick={() => navigate(h5Path('/meetingOrderH5'))}
        >
          {t('createMeeting.cancel')}
        </button>
        <button
          type="button"
          className={parts.sheetPrimary}
          disabled={!ready}
          onClick={submit}
          data-testid="h5-meeting-submit"
        >
          {t('createMeeting.submit')}
        </button>
      </div>
    </div>
  );
}
