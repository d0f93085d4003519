import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its zone (`timestamp with time zone`) and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
