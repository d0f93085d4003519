import { z } from 'zod';
import { INT4_MAX } from './primitives.ts';
import { define } from './route-definition.ts';

/** The best-workstation contest of 2025 is shown month by month (February to August). */
export const GALLERY_MONTHLY_ACTIVITY_NO = 13;
export const GALLERY_MONTHS = [2, 3, 4, 5, 6, 7, 8] as const;
/** The month the monthly gallery opens on: the contest's last. */
export const GALLERY_DEFAULT_MONTH = 8;
/** The running teams of 2025: cards name a team and its members; company teams are not shown. */
export const GALLERY_TEAMS_ACTIVITY_NO = 15;
/** The children's painting galleries the /childrenDay page switches between, newest first. */
export const CHILDREN_DAY_ACTIVITY_NOS = [14, 7, 0] as const;
/** Cards per row (antd span 6 of 24, gutter 24). */
export const GALLERY_ROW_SIZE = 4;

/** An activity of the activity page, named in the reader's language. */
export const galleryActivity = z.object({ activityNo: z.number(), name: z.string() });

/** A year and its activities; the first is what picking the year shows. */
export const galleryYear = z.object({ year: z.number(), activities: z.array(galleryActivity) });
export type GalleryYear = z.infer<typeof galleryYear>;

/**
 * A picture of a gallery. `index` is its 1-based place in the gallery's order; `imgUrl` the stored
 * picture's URL ('' without one). A running team is named by `childName`, with its members in
 * `member` (only team galleries carry it).
 */
export const galleryItem = z.object({
  index: z.number(),
  childName: z.string(),
  parentName: z.string(),
  desc: z.string(),
  imgUrl: z.string(),
  member: z.string().optional(),
});
export type GalleryItem = z.infer<typeof galleryItem>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Activity numbers start at 0 (the 2022 children's painting), so an id schema (from 1) does not fit. */
const activityNo = z.coerce
  .string()
  .regex(/^\d{1,10}$/, { message: 'gallery.activityNo' })
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, { message: 'gallery.activityNo' }));

const month = z.coerce
  .string()
  .regex(/^\d{1,2}$/, { message: 'gallery.monthRange' })
  .transform(Number)
  .refine((value) => (GALLERY_MONTHS as readonly number[]).includes(value), {
    message: 'gallery.monthRange',
  });

/** `month` only for the monthly activity, where it defaults to GALLERY_DEFAULT_MONTH. */
export const galleryQuery = z.object({
  activityNo,
  month: z.preprocess(blankToUndefined, month.optional()),
});

/** Why a gallery call was refused. */
export const GALLERY_ERROR_KEYS = [
  'gallery.activityNo',
  'gallery.monthRange',
  'gallery.monthNotMonthly',
  'gallery.notFound',
] as const;

export const galleryRoutes = {
  // Added: the original page has its years and activities built in; here they are data.
  galleryActivityList: define({
    method: 'GET',
    path: '/activity/list',
    answer: z.array(galleryYear),
  }),
  // Added: one gallery's pictures in its order (a month of the monthly one).
  galleryItems: define({
    method: 'GET',
    path: '/activity/gallery',
    query: galleryQuery,
    answer: z.array(galleryItem),
  }),
} as const;
