import { z } from 'zod';
import { charLength } from './text.ts';

/**
 * The building blocks every input schema uses for text and ids, so that no input the database
 * cannot store reaches it: PostgreSQL text cannot hold a NUL character, and its integer ids stop
 * at 2^31-1. Either would otherwise fail in the database (a 500) instead of being refused here.
 */

/** The largest value of a PostgreSQL integer (int4): every id column. */
export const INT4_MAX = 2_147_483_647;

/** Text without NUL characters; chain .trim(), .max(), … as on z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { message: 'request.nulByte' });

/**
 * A length limit in characters as people (and PostgreSQL's char_length) count them, for every name,
 * title and text a person types: zod's .max() counts UTF-16 units, so an emoji would count twice.
 * Use as `text().trim().check(maxChars(100, { message: 'x.tooLong' }))`.
 */
export const maxChars = (max: number, params?: { message?: string }) =>
  z.refine<string>((value) => charLength(value) <= max, params);

/** A database id in a JSON body: a whole number from 1 to INT4_MAX. */
export const bodyId = () =>
  z.number().int().min(1, { message: 'request.idRange' }).max(INT4_MAX, { message: 'request.idRange' });

/** A database id in a query string ("12"), read as a number: a whole number from 1 to INT4_MAX. */
export const queryId = () =>
  z.coerce
    .number()
    .int()
    .min(1, { message: 'request.idRange' })
    .max(INT4_MAX, { message: 'request.idRange' });
