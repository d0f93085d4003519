import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { InvitationMessage } from './invitation-mail.ts';

/** Short enough that a stuck server fails the attempt well inside the job's lease. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sends invitations through the configured SMTP server; one connection per mail, none kept open. */
export function createMailSender(mail: MailConfig) {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...TIMEOUTS });
  return {
    async send(to: string, message: InvitationMessage): Promise<void> {
      await transport.sendMail({
        from: mail.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The calendar part as mail clients expect an invitation: Outlook and Feishu read its method.
        icalEvent: { method: message.method, filename: 'invite.ics', content: message.ics },
      });
    },
    close: () => transport.close(),
  };
}
