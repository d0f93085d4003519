import type { Language } from '@portal/contracts';
import { translate } from '../../http/messages.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type MeetingMail, meetingWhen } from '../meetings/index.ts';
import { type CalendarMethod, meetingsCalendar } from './calendar.ts';

/** The mail's own lines; its subject and time line are the in-app notice's, in the same words. */
const lines = {
  location: { zh: '地点：{value}', en: 'Where: {value}' },
  organizer: { zh: '组织者：{value}', en: 'Organizer: {value}' },
  footer: {
    zh: '本邮件由员工门户发送，所附日历邀请可加入 Outlook、飞书等日历。',
    en: 'Sent by the staff portal; the attached invitation fits Outlook, Feishu or any calendar.',
  },
} satisfies Record<string, Record<Language, string>>;

const line = (key: keyof typeof lines, language: Language, value = '') =>
  lines[key][language].replace('{value}', value);

const subjectKey = {
  invited: 'meetingNotice.invited',
  changed: 'meetingNotice.changed',
  cancelled: 'meetingNotice.cancelled',
} as const;

export interface InvitationMessage {
  subject: string;
  text: string;
  html: string;
  method: Exclude<CalendarMethod, 'PUBLISH'>;
  ics: string;
}

/**
 * One person's invitation email in their language: a plain text, the same as HTML with every
 * value escaped (a meeting name is whatever its organizer typed), and the iCalendar invitation.
 */
export function invitationMessage(
  mail: MeetingMail,
  { clock, domain, now }: { clock: CompanyClock; domain: string; now: Date },
): InvitationMessage {
  const { meeting, recipient } = mail;
  const language = recipient.language;
  const method = mail.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const when = meetingWhen(clock, new Date(meeting.startsAt), new Date(meeting.endsAt));
  const organizer = meeting.organizer.name
    ? `${meeting.organizer.name} <${meeting.organizer.email}>`
    : meeting.organizer.email;
  const body = [
    `${translate('meetingNotice.when', language, when)} (${clock.timeZone})`,
    ...(meeting.location ? [line('location', language, meeting.location)] : []),
    line('organizer', language, organizer),
    ...(meeting.content ? [meeting.content] : []),
  ];
  const subject = translate(subjectKey[mail.kind], language, { name: meeting.name });
  return {
    subject,
    text: [subject, '', ...body, '', line('footer', language)].join('\n'),
    html: [
      `<h3>${escapeHtml(subject)}</h3>`,
      ...body.map((item) => `<p>${escapeHtml(item)}</p>`),
      `<p><small>${escapeHtml(line('footer', language))}</small></p>`,
    ].join(''),
    method,
    ics: meetingsCalendar([meeting], { method, domain, now }),
  };
}
