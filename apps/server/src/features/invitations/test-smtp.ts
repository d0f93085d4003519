import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { MailConfig } from '../../config.ts';

/**
 * A real SMTP server on 127.0.0.1 for one test file, started before the test server (call this
 * first): `mail` is the configuration to hand to useTestServer. `refuse` mails are answered with a
 * temporary error before any is accepted.
 */
export function useSmtpServer() {
  const mail: MailConfig = { smtpUrl: '', from: 'Staff portal <portal@example.com>', domain: 'example.com' };
  const smtp = { mail, received: [] as ParsedMail[], refuse: 0, refused: 0 };
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (smtp.refuse > 0) {
            smtp.refuse--;
            smtp.refused++;
            return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          }
          simpleParser(Buffer.concat(chunks)).then((parsed) => {
            smtp.received.push(parsed);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mail.smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return smtp;
}

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address?.toLowerCase()),
  );

/** The mails one person received so far. */
export const mailsTo = (received: ParsedMail[], email: string) =>
  received.filter((mail) => recipientsOf(mail).includes(email.toLowerCase()));

/** The invitation a mail carries, read by a real iCalendar parser. */
export function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error('The mail carries no text/calendar part');
  return parsedCalendar(part.content.toString('utf8'));
}

/** An iCalendar text read by node-ical: its METHOD and its events. */
export function parsedCalendar(text: string) {
  const parsed = ical.sync.parseICS(text);
  const method = (parsed.vcalendar as { method?: string } | undefined)?.method;
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  return { method, events, text };
}

/** The addresses of an event's attendees (node-ical gives one attendee as an object, several as a list). */
export const attendeeEmails = (event: VEvent) =>
  [event.attendee ?? []]
    .flat()
    .map((attendee) =>
      (typeof attendee === 'string' ? attendee : attendee.val).replace(/^mailto:/i, '').toLowerCase(),
    )
    .sort();
