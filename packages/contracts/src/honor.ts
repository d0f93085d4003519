import { z } from 'zod';
import { maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The synthetic "All" award, and the default of the award filter. */
export const ALL_AWARDS_ID = 100;
/** The award whose two names are a teacher and a student. */
export const MENTOR_AWARD_ID = 11;
/** The wall of fame is read with pageSize 1000; the top list shows 4. */
export const WALL_OF_FAME_PAGE_SIZE = 1000;
export const HONOR_TOP_COUNT = 4;

/** An award of the honor hall: its id and name. */
export const award = z.object({ id: z.number(), award: z.string() });
export type Award = z.infer<typeof award>;

/** A stored file attached to content, opened through `/file/content/<ossKey>` (as rule docs attach files). */
export const contentAttachment = z.object({ id: z.number(), filename: z.string(), fileUrl: z.string() });
export type ContentAttachment = z.infer<typeof contentAttachment>;

/** An honor item (plus the article's title); names are comma-separated for a team. */
export const honorItem = z.object({
  id: z.number(),
  name: z.string(),
  award: z.string(),
  awardId: z.number(),
  department: z.string(),
  prize: z.string(),
  /** yyyy-MM */
  time: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  article: z.string(),
  /** The first one is the picture. */
  attachments: z.array(contentAttachment),
});
export type HonorItem = z.infer<typeof honorItem>;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The wallOfFame payload; blank filters mean "any". */
export const wallOfFameRequest = z.object({
  companyName: z.preprocess(blankToUndefined, text().trim().check(maxChars(100)).optional()),
  award: z.preprocess(blankToUndefined, queryId().default(ALL_AWARDS_ID)),
  time: z.preprocess(
    blankToUndefined,
    z.string().regex(monthPattern, { message: 'honor.monthFormat' }).optional(),
  ),
  name: z.preprocess(blankToUndefined, text().trim().check(maxChars(50)).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(WALL_OF_FAME_PAGE_SIZE).default(WALL_OF_FAME_PAGE_SIZE),
});
export type WallOfFameRequest = z.input<typeof wallOfFameRequest>;

export const wallOfFameAnswer = z.object({ items: z.array(honorItem), totalCount: z.number() });

export const honorDetailQuery = z.object({ id: queryId() });

/** Added for /honorDetail: the item with who published it and when, for the honor detail page. */
export const honorDetail = honorItem.extend({
  publisherDepartment: z.string(),
  /** YYYY-MM-DD in the company's zone. */
  publishTime: z.string(),
});
export type HonorDetail = z.infer<typeof honorDetail>;

/** Why an honor hall call was refused. */
export const HONOR_ERROR_KEYS = ['honor.monthFormat', 'honor.notFound'] as const;

export const honorRoutes = {
  honorWallOfFame: define({
    method: 'POST',
    path: '/new/api/sso/portal/getNewsFile/wallOfFame',
    body: wallOfFameRequest,
    answer: wallOfFameAnswer,
  }),
  honorAwardList: define({
    method: 'POST',
    path: '/new/api/sso/portal/fame/awardList',
    answer: z.array(award),
  }),
  // Added: the original calls include no detail call; the detail page reads one published honor by id.
  honorDetail: define({
    method: 'GET',
    path: '/new/api/sso/portal/fame/detail',
    query: honorDetailQuery,
    answer: honorDetail,
  }),
} as const;
