import { z } from 'zod';
import { bodyId } from './primitives.ts';
import { dateTimeString } from './time.ts';

/**
 * The life every piece of console-edited content shares (docs/console.md): where a row stands,
 * read from its status and times at the moment it is asked for.
 * - draft: not published;
 * - scheduled: published, its publish time still to come;
 * - live: published and shown;
 * - expired: published, its expiry passed (it is down);
 * - deleted: in the recycle bin, whatever it was before (restore brings it back as it was).
 */
export const EDITORIAL_STATES = ['draft', 'scheduled', 'live', 'expired', 'deleted'] as const;
export const editorialState = z.enum(EDITORIAL_STATES);
export type EditorialState = z.infer<typeof editorialState>;

/** Where a row stands in its life, as the console's lists show it (times on the company clock). */
export const editorialLife = z.object({
  state: editorialState,
  /** When it went or goes up; null for a draft. */
  publishTime: z.string().nullable(),
  /** When it comes down; null when it stays up. */
  expireTime: z.string().nullable(),
  updateTime: z.string(),
  /** Names this version exactly: an edit sends it back, so one saved meanwhile is not overwritten. */
  revision: z.string(),
  authorName: z.string(),
});
export type EditorialLife = z.infer<typeof editorialLife>;

/**
 * Publish a row now (no publish time) or at a set time, and take it down at a set expiry or never.
 * The expiry comes after the publish time (`editorial.expiryOrder`); the server also refuses an
 * expiry already past (`editorial.expiryPast`).
 */
export const publishRequest = z
  .object({
    id: bodyId(),
    publishTime: dateTimeString.nullable().default(null),
    expireTime: dateTimeString.nullable().default(null),
  })
  .refine((body) => !body.publishTime || !body.expireTime || body.expireTime > body.publishTime, {
    message: 'editorial.expiryOrder',
    path: ['expireTime'],
  });
export type PublishRequest = z.input<typeof publishRequest>;

/** Unpublish, delete softly or restore one row. */
export const editorialIdBody = z.object({ id: bodyId() });

/**
 * Why a write to an editorial row was refused. The editors of content own them with their
 * feature's keys (the notices' today: NEWS_ERROR_KEYS), so each key is declared once.
 */
export const EDITORIAL_ERROR_KEYS = [
  'editorial.expiryOrder',
  'editorial.expiryPast',
  'editorial.changedMeanwhile',
  'editorial.deleted',
] as const;
