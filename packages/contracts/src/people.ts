import { z } from 'zod';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const language = z.enum(LANGUAGES);

/** SPEC §3 "Current user" (plus roles and the company's time zone, which the client needs). */
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
});
export type CurrentUser = z.infer<typeof currentUser>;

/** SPEC §3 "User card". */
export const userCard = z.object({ userId: z.string(), email: z.string() });

/** SPEC §3 "Employee". */
export const employee = z.object({
  email: z.string(),
  name: z.string(),
  department: z.string(),
  userId: z.string(),
  avatar: z.string().nullable(),
});
export type Employee = z.infer<typeof employee>;

export const employeeSearchQuery = z.object({
  keyword: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const employeesByEmailArrayRequest = z.array(z.string().max(200)).max(1000);
