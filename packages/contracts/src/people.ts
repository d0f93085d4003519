import { z } from 'zod';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const language = z.enum(LANGUAGES);

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

/**
 * The signed-in employee's own directory card (基本信息). The phone travels masked (138****5678):
 * the full number never leaves the server. Worker status and education are the codes of
 * WORKER_STATUS and EDUCATION (helpers.ts); the page names them in the reader's language.
 */
export const staffInfo = z.object({
  name: z.string(),
  userId: z.string(),
  email: z.string(),
  department: z.string(),
  company: z.string(),
  supervisor: z.object({ name: z.string(), email: z.string() }).nullable(),
  office: office.nullable(),
  maskedPhone: z.string().nullable(),
  workerStatus: z.number(),
  education: z.number().nullable(),
});
export type StaffInfo = z.infer<typeof staffInfo>;

/** The employee directory: the current user, cards, look-ups by email, the pickers' search. */
export const peopleRoutes = {
  // Calls on the portal's own origin
  peopleUserCard: define({ method: 'GET', path: '/new/api/oa/portal/getUserCardInfo', answer: userCard }),
  peopleByEmails: define({
    method: 'POST',
    path: '/new/api/oa/portal/getEmployeesByEmailArray',
    body: employeesByEmailArrayRequest,
    answer: z.array(employee),
  }),
  peopleByText: define({
    method: 'POST',
    path: '/new/api/oa/portal/getEmployeesByStr',
    body: employeesByStrRequest,
    answer: z.array(employee),
  }),
  // Added: the signed-in user's profile (the current user) and the attendee picker's search.
  peopleCurrentUser: define({
    method: 'GET',
    path: '/new/api/oa/portal/getCurrentUser',
    answer: currentUser,
  }),
  peopleSearch: define({
    method: 'GET',
    path: '/new/api/oa/portal/searchEmployees',
    query: employeeSearchQuery,
    answer: z.array(employee),
  }),
  // Added: the card of whoever asks; there is no parameter, so nobody reads another's card.
  peopleStaffInfoMine: define({ method: 'GET', path: '/staffInfo/mine', answer: staffInfo }),
  // On the portal API host
  peopleHrmByEmails: define({
    method: 'POST',
    path: '/hrm/getEmployeesByEmailArray',
    body: employeesByEmailArrayRequest,
    answer: z.array(hrmEmployee),
  }),
} as const;
