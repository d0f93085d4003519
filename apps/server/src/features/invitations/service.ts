import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PATH, type CalendarFeed } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { isCallerEmail } from '../../lib/own-email.ts';
import { calendarMeetingsOf, type MeetingMail } from '../meetings/index.ts';
import { meetingsCalendar } from './calendar.ts';
import { invitationMessage } from './invitation-mail.ts';
import { createMailSender } from './mail-sender.ts';
import { deleteFeed, feedOwnerByHash, findFeed, insertFeedIfNone, replaceFeedToken } from './repository.ts';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FEED_DAYS_BACK = 30;
/** UIDs without mail configured; with it, the sender's domain (the same as in invitations). */
const FALLBACK_UID_DOMAIN = 'staff-portal.invalid';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createInvitationsService({ db, clock, config }: AppContext) {
  const domain = config.mail?.domain ?? FALLBACK_UID_DOMAIN;
  const feedUrl = (origin: string, token: string) => `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;
  const newToken = () => {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashOf(token) };
  };

  /**
   * A calendar feed is its owner's alone: a call naming a person may name only the caller. The feed
   * itself is opened by its token, which is the credential.
   */
  function assertOwner(user: SessionUser, userEmail: string | undefined) {
    if (!isCallerEmail(user, userEmail)) throw forbidden();
  }

  return {
    /** The caller's feed, made on first use; its address is shown only then. */
    async myFeed(user: SessionUser, userEmail: string | undefined, origin: string): Promise<CalendarFeed> {
      assertOwner(user, userEmail);
      const { token, hash } = newToken();
      const created = await insertFeedIfNone(db, user.id, hash);
      if (created) return { url: feedUrl(origin, token), createdTime: clock.format(created.createdAt) };
      const existing = await findFeed(db, user.id);
      if (!existing) throw notFound();
      return { url: null, createdTime: clock.format(existing.createdAt) };
    },

    async renewFeed(user: SessionUser, userEmail: string | undefined, origin: string) {
      assertOwner(user, userEmail);
      const { token, hash } = newToken();
      const feed = await replaceFeedToken(db, user.id, hash);
      return { url: feedUrl(origin, token), createdTime: clock.format(feed.createdAt) };
    },

    async revokeFeed(user: SessionUser, userEmail: string | undefined): Promise<void> {
      assertOwner(user, userEmail);
      await deleteFeed(db, user.id);
    },

    /** The feed a token opens; any token that opens none is simply "not found". */
    async feed(token: string): Promise<string> {
      const owner = TOKEN_PATTERN.test(token) ? await feedOwnerByHash(db, hashOf(token)) : undefined;
      if (!owner) throw notFound();
      const now = clock.now();
      const since = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
      const entries = await calendarMeetingsOf(db, { id: owner.id, email: owner.email.toLowerCase() }, since);
      return meetingsCalendar(entries, { method: 'PUBLISH', domain, name: 'Meetings', now });
    },
  };
}

/** The job handler that mails one invitation (only when SMTP is configured). */
export function createInvitationMailer({ clock, config }: AppContext) {
  if (!config.mail) return null;
  const sender = createMailSender(config.mail);
  const { domain } = config.mail;
  return {
    async deliver(payload: unknown): Promise<void> {
      const mail = payload as MeetingMail;
      await sender.send(mail.recipient.email, invitationMessage(mail, { clock, domain, now: clock.now() }));
    },
    close: sender.close,
  };
}
