import { z } from 'zod';
import { define } from './route-definition.ts';

/**
 * One office of the company, as the office address table shows it: `index` is its place in the
 * list (from 1), `city` the region column. Offices of one country, and of one city within it, come
 * one after another, so the table can merge their equal cells.
 */
export const officeAddress = z.object({
  index: z.number(),
  country: z.string(),
  city: z.string(),
  workAddress: z.string(),
  accessPerson: z.string(),
  email: z.string(),
});
export type OfficeAddress = z.infer<typeof officeAddress>;

export const officesRoutes = {
  // Added: the original calls do not show where the office table's rows come from.
  officeAddressList: define({
    method: 'GET',
    path: '/workAddress/list',
    answer: z.array(officeAddress),
  }),
} as const;
