import { z } from 'zod';
import { maxChars, text } from './primitives.ts';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const language = z.enum(LANGUAGES);
/** The language chosen on the sign-on page, handed to the web app once (it stores it and clears this). */
export const SIGN_ON_LANGUAGE_COOKIE = 'portal_language';

/**
 * Where an employee works: a city and, when known, a building of the room list (LOCATIONS). The
 * room page opens there.
 */
export const office = z.object({ city: z.string(), building: z.string().nullable() });
export type Office = z.infer<typeof office>;

/**
 * The signed-in employee (plus roles, the company's time zone and the employee's office, which the
 * client needs).
 */
export const currentUser = z.object({
  code: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  department: z.string(),
  company: z.string(),
  avatar: z.string().nullable(),
  language,
  roles: z.array(z.string()),
  timeZone: z.string(),
  office: office.nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What the user card shows: the employee number and email. */
export const userCard = z.object({ userId: z.string(), email: z.string() });

/** An employee as pickers and attendee lists show them. */
export const employee = z.object({
  email: z.string(),
  name: z.string(),
  department: z.string(),
  userId: z.string(),
  avatar: z.string().nullable(),
});
export type Employee = z.infer<typeof employee>;

export const employeeSearchQuery = z.object({
  keyword: text().trim().min(1).check(maxChars(100)),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const employeesByEmailArrayRequest = z.array(text().max(200)).max(1000);

/** Employees by a comma-joined list of emails. */
export const employeesByStrRequest = z.object({ email: text().max(20_000) });

/** An employee as the HR look-up answers: email, name and department path. */
export const hrmEmployee = z.object({ email: z.string(), name: z.string(), department: z.string() });
