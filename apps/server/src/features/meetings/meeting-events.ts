import { DATE_FORMAT } from '@portal/contracts';
import { translate } from '../../http/messages.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { insertMessages } from '../messages/index.ts';
import { recipientsByEmails } from '../people/index.ts';

/** The change's transaction. */
type Transaction = Parameters<typeof recipientsByEmails>[0];

/** What happened to a meeting that the people concerned must hear about. */
export type MeetingEventKind = 'invited' | 'changed' | 'cancelled' | 'recorder' | 'actionAssigned';

export interface MeetingEvent {
  kind: MeetingEventKind;
  meeting: { id: number; name: string; startsAt: Date; endsAt: Date };
  /** Lower-case emails of the people to tell. */
  recipients: string[];
  /** The action's text, for `actionAssigned`. */
  actionTitle?: string;
}

const titleKey = {
  invited: 'meetingNotice.invited',
  changed: 'meetingNotice.changed',
  cancelled: 'meetingNotice.cancelled',
  recorder: 'meetingNotice.recorder',
  actionAssigned: 'meetingNotice.actionAssigned',
} as const;

/**
 * The one place a meeting's news leaves the service: today an in-app message to each person in
 * their own language, written in the change's transaction so nobody hears of a change that rolled
 * back. Email and calendar invitations are meant to plug in here.
 */
export function createMeetingAnnouncer(clock: CompanyClock) {
  return async function announce(tx: Transaction, event: MeetingEvent): Promise<void> {
    const recipients = await recipientsByEmails(tx, [...new Set(event.recipients)]);
    const when = {
      start: `${clock.format(event.meeting.startsAt, DATE_FORMAT)} ${clock.format(event.meeting.startsAt, 'HH:mm')}`,
      end: clock.format(event.meeting.endsAt, 'HH:mm'),
    };
    await insertMessages(
      tx,
      recipients.map((person) => {
        const language = person.language === 'en' ? 'en' : 'zh';
        return {
          userId: person.id,
          title: translate(titleKey[event.kind], language, {
            name: event.meeting.name,
            title: event.actionTitle ?? '',
          }),
          content: `${event.actionTitle ? `${event.meeting.name} · ` : ''}${translate('meetingNotice.when', language, when)}`,
          linkUrl: `/#/meeting/meetingDetail?id=${event.meeting.id}`,
        };
      }),
    );
  };
}
export type MeetingAnnouncer = ReturnType<typeof createMeetingAnnouncer>;
