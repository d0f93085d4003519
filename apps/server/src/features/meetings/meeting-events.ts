import { DATE_FORMAT, type Language } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translate } from '../../http/messages.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { insertMessages } from '../messages/index.ts';
import { languageOf, recipientsByEmails } from '../people/index.ts';
import { type CalendarMeeting, calendarMeetingOf } from './calendar/index.ts';

/** The change's transaction. */
type Transaction = Parameters<typeof calendarMeetingOf>[0];

/** What happened to a meeting that the people concerned must hear about. */
export type MeetingEventKind =
  | 'invited'
  | 'changed'
  | 'cancelled'
  | 'recorder'
  | 'actionAssigned'
  | 'minutesShared';

export interface MeetingEvent {
  kind: MeetingEventKind;
  meeting: { id: number; name: string; startsAt: Date; endsAt: Date };
  /** Lower-case emails of the people to tell. */
  recipients: string[];
  /** The action's text, for `actionAssigned`. */
  actionTitle?: string;
}

/** The event of `kind` about the meeting, told to `recipients`; `actionTitle` names an action. */
export const eventOf = (
  kind: MeetingEventKind,
  meeting: MeetingEvent['meeting'],
  recipients: string[],
  actionTitle?: string,
): MeetingEvent => ({ kind, meeting, recipients, ...(actionTitle === undefined ? {} : { actionTitle }) });

/** The job kind of an email invitation; the invitations feature sends it. */
export const MEETING_MAIL_JOB = 'meetingMail';

/** One invitation email to one person: what the job carries, fixed when the change commits. */
export interface MeetingMail {
  kind: 'invited' | 'changed' | 'cancelled';
  recipient: { email: string; language: Language };
  meeting: CalendarMeeting;
}

const titleKey = {
  invited: 'meetingNotice.invited',
  changed: 'meetingNotice.changed',
  cancelled: 'meetingNotice.cancelled',
  recorder: 'meetingNotice.recorder',
  actionAssigned: 'meetingNotice.actionAssigned',
  minutesShared: 'meetingNotice.minutes',
} as const;

/** The meeting's time as people read it ("2026-05-01 10:00 to 11:00"), on the company clock. */
export const meetingWhen = (clock: CompanyClock, startsAt: Date, endsAt: Date) => ({
  start: `${clock.format(startsAt, DATE_FORMAT)} ${clock.format(startsAt, 'HH:mm')}`,
  end: clock.format(endsAt, 'HH:mm'),
});

/**
 * Only news of a meeting still to come is mailed with an iCalendar invitation: the minutes of a
 * meeting already held would only put a past entry in people's calendars, so they stay in-app.
 */
const isMailed = (kind: MeetingEventKind): kind is MeetingMail['kind'] =>
  kind === 'invited' || kind === 'changed' || kind === 'cancelled';

/**
 * The one place a meeting's news leaves the service: an in-app message to each person in their own
 * language and, when mail is configured, an email invitation queued as a job. Both are written in
 * the change's transaction, so nobody hears of a change that rolled back and no invitation is lost
 * once it committed.
 */
export function createMeetingAnnouncer({ clock, config }: Pick<AppContext, 'clock' | 'config'>) {
  return async function announce(tx: Transaction, event: MeetingEvent): Promise<void> {
    const recipients = await recipientsByEmails(tx, [...new Set(event.recipients)]);
    const when = meetingWhen(clock, event.meeting.startsAt, event.meeting.endsAt);
    await insertMessages(
      tx,
      recipients.map((person) => ({
        userId: person.id,
        title: translate(titleKey[event.kind], languageOf(person), {
          name: event.meeting.name,
          title: event.actionTitle ?? '',
        }),
        content: `${event.actionTitle ? `${event.meeting.name} · ` : ''}${translate('meetingNotice.when', languageOf(person), when)}`,
        linkUrl: `/#/meeting/meetingDetail?id=${event.meeting.id}`,
      })),
    );
    const { kind } = event;
    if (!config.mail || !isMailed(kind) || recipients.length === 0) return;
    const meeting = await calendarMeetingOf(tx, event.meeting.id);
    if (!meeting) return;
    const mails = recipients.map((person): MeetingMail => {
      const recipient = { email: person.email, language: languageOf(person) };
      // Someone taken off a meeting that goes on is told of their own cancellation only.
      const removed = kind === 'cancelled' && !meeting.cancelled;
      const attendees = removed ? [{ email: person.email, name: '' }] : meeting.attendees;
      return { kind, recipient, meeting: { ...meeting, attendees } };
    });
    await enqueueJobs(
      tx,
      mails.map((payload) => ({ kind: MEETING_MAIL_JOB, payload })),
    );
  };
}
