import type { MeetingDetail } from '@portal/contracts';
import { Button, Input, Select, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINUTES_MAX_LENGTH } from '../../../api/contract-values.ts';
import { useSaveMinutes } from '../hooks/use-meetings.ts';
import styles from '../meetings.module.css';
import { charCount } from '../model/char-count.ts';
import { minutesHtml, minutesText } from '../model/minutes-text.ts';
import { Section } from './Section.tsx';

/**
 * The minutes and who records them. The recorder writes them; the organizer chooses the recorder
 * among the meeting's people (themselves included).
 */
export function MinutesPanel({
  meeting,
  startEditing = false,
}: {
  meeting: MeetingDetail;
  startEditing?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveMinutes();
  const { message } = useApp();
  const { canWriteMinutes, canAssignRecorder } = meeting.rights;
  const [draft, setDraft] = useState<string | null>(
    startEditing && canWriteMinutes ? minutesText(meeting.minutes) : null,
  );
  const people = [meeting.organizer, ...meeting.attendees].filter(
    (person, index, all) => all.findIndex((other) => other.email === person.email) === index,
  );

  const saveDraft = (text: string) =>
    save
      .mutateAsync({ id: meeting.id, minutes: minutesHtml(text) })
      .then(() => {
        setDraft(null);
        message.success(t('meetings.minutes.saved'));
      })
      .catch(() => undefined);

  return (
    <Section
      title={t('meetings.section.minutes')}
      data-testid="meeting-minutes"
      extra={
        canWriteMinutes &&
        draft === null && (
          <Button onClick={() => setDraft(minutesText(meeting.minutes))} data-testid="minutes-edit">
            {t('meetings.minutes.write')}
          </Button>
        )
      }
    >
      <dl className={styles.meta}>
        <dt>{t('meetings.field.recorder')}</dt>
        <dd>
          {canAssignRecorder ? (
            <Select<string>
              allowClear
              style={{ width: 240, maxWidth: '100%' }}
              placeholder={t('meetings.minutes.chooseRecorder')}
              value={meeting.recorder?.email}
              loading={save.isPending}
              onChange={(email) =>
                save.mutate(
                  { id: meeting.id, recorderEmail: email ?? null },
                  { onSuccess: () => message.success(t('meetings.minutes.recorderSaved')) },
                )
              }
              options={people.map((person) => ({ value: person.email, label: person.name || person.email }))}
              data-testid="minutes-recorder"
            />
          ) : (
            (meeting.recorder?.name ?? (
              <span className={styles.muted}>{t('meetings.minutes.noRecorder')}</span>
            ))
          )}
        </dd>
        {meeting.minutesTime && (
          <>
            <dt>{t('meetings.field.minutesTime')}</dt>
            <dd>{meeting.minutesTime.slice(0, 16)}</dd>
          </>
        )}
      </dl>
      {draft !== null ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Input.TextArea
            autoSize={{ minRows: 6, maxRows: 20 }}
            value={draft}
            count={charCount(MINUTES_MAX_LENGTH)}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('meetings.minutes.placeholder')}
            data-testid="minutes-text"
          />
          <Space>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => saveDraft(draft)}
              data-testid="minutes-save"
            >
              {t('meetings.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('meetings.cancel')}</Button>
          </Space>
        </Space>
      ) : meeting.minutes ? (
        <div
          className={styles.minutes}
          style={{ marginTop: 16 }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes minutes before saving them.
          dangerouslySetInnerHTML={{ __html: meeting.minutes }}
          data-testid="minutes-view"
        />
      ) : (
        <p className={styles.muted} style={{ marginTop: 16 }}>
          {t('meetings.empty')}
        </p>
      )}
    </Section>
  );
}
