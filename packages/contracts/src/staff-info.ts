import { z } from 'zod';
import { define } from './route-definition.ts';

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
  office: z.object({ city: z.string(), building: z.string().nullable() }).nullable(),
  maskedPhone: z.string().nullable(),
  workerStatus: z.number(),
  education: z.number().nullable(),
});
export type StaffInfo = z.infer<typeof staffInfo>;

export const staffInfoRoutes = {
  // Added: the card of whoever asks; there is no parameter, so nobody reads another's card.
  myStaffInfo: define({ method: 'GET', path: '/staffInfo/mine', answer: staffInfo }),
} as const;
