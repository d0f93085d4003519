import { z } from 'zod';
import { bodyId, INT4_MAX, maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { dateString } from './time.ts';

/** A review report (复盘报告) is written as a draft, then published for every employee to read. */
export const REVIEW_STATUSES = ['draft', 'published'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Which reviews a list shows: mine (drafts and published) or every published one. */
export const REVIEW_LIST_TYPES = ['my', 'all'] as const;
export type ReviewListType = (typeof REVIEW_LIST_TYPES)[number];

export const REVIEW_LIMITS = {
  title: 100,
  project: 100,
  /** Each narrative section: goal, result, what went well, what did not, root causes, lessons. */
  section: 2000,
  participants: 50,
  actions: 20,
  actionContent: 200,
  pageSize: 100,
  search: 100,
} as const;

/** Blank fields ('' or null, as forms send them) mean "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const email = text({ message: 'review.email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'review.email' }));

/** The caller's own email, as the product's calls send it; another one is refused (403). */
const callerEmail = z.preprocess(blankAsUndefined, text().trim().max(200).optional());

const sectionText = text()
  .trim()
  .check(maxChars(REVIEW_LIMITS.section, { message: 'review.sectionTooLong' }))
  .default('');

export const reviewActionInput = z.object({
  content: text({ message: 'review.actionRequired' })
    .trim()
    .min(1, { message: 'review.actionRequired' })
    .check(maxChars(REVIEW_LIMITS.actionContent, { message: 'review.actionTooLong' })),
  ownerEmail: email,
  dueDate: z.preprocess(blankAsUndefined, dateString.optional()),
});

/** What the author writes; the same schema checks the form and the call. */
export const reviewInput = z.object({
  title: text({ message: 'review.titleRequired' })
    .trim()
    .min(1, { message: 'review.titleRequired' })
    .check(maxChars(REVIEW_LIMITS.title, { message: 'review.titleTooLong' })),
  project: text({ message: 'review.projectRequired' })
    .trim()
    .min(1, { message: 'review.projectRequired' })
    .check(maxChars(REVIEW_LIMITS.project, { message: 'review.projectTooLong' })),
  reviewDate: dateString,
  participants: z
    .array(email)
    .max(REVIEW_LIMITS.participants, { message: 'review.tooManyParticipants' })
    .default([]),
  goal: sectionText,
  result: sectionText,
  wentWell: sectionText,
  wentBadly: sectionText,
  rootCauses: sectionText,
  lessons: sectionText,
  actions: z
    .array(reviewActionInput)
    .max(REVIEW_LIMITS.actions, { message: 'review.tooManyActions' })
    .default([]),
});
export type ReviewInput = z.input<typeof reviewInput>;
/** The written parts of a checked review (its text and date), which the form and the database keep as they are. */
export type ReviewFields = Omit<z.output<typeof reviewInput>, 'participants' | 'actions'>;

export const reviewUpdateRequest = reviewInput.extend({ id: bodyId() });

export const reviewIdBody = z.object({ id: bodyId() });
export const reviewIdQuery = z.object({ id: queryId() });

export const reviewListRequest = z.object({
  type: z.enum(REVIEW_LIST_TYPES, { message: 'review.listType' }).default('all'),
  currentPage: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEW_LIMITS.pageSize).default(10),
  title: z.preprocess(blankAsUndefined, text().trim().check(maxChars(REVIEW_LIMITS.search)).optional()),
});
export type ReviewListRequest = z.input<typeof reviewListRequest>;

/** The product's count call: type is always 'all'; email, when sent, must be the caller's. */
export const reviewCountRequest = z.object({
  type: z.literal('all', { message: 'review.listType' }).default('all'),
  email: callerEmail,
});
export const reviewEmailQuery = z.object({ email: callerEmail });

const person = z.object({ email: z.string(), name: z.string(), department: z.string() });

/** A review in a list. */
export const reviewSummary = z.object({
  id: z.number(),
  title: z.string(),
  project: z.string(),
  reviewDate: z.string(),
  status: z.enum(REVIEW_STATUSES),
  author: person,
  /** `YYYY-MM-DD HH:mm:ss`, null for a draft. */
  publishTime: z.string().nullable(),
  updateTime: z.string(),
  commentCount: z.number(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewPage = z.object({ list: z.array(reviewSummary), total: z.number() });
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewAction = z.object({
  content: z.string(),
  owner: person,
  dueDate: z.string().nullable(),
});

/** A whole review; `ownFlag` tells the author that they may edit it. */
export const review = reviewSummary.extend({
  participants: z.array(person),
  goal: z.string(),
  result: z.string(),
  wentWell: z.string(),
  wentBadly: z.string(),
  rootCauses: z.string(),
  lessons: z.string(),
  actions: z.array(reviewAction),
  ownFlag: z.boolean(),
});
export type Review = z.infer<typeof review>;

/** total: published reviews everyone reads; my: the caller's (drafts too); publish: the caller's published. */
export const reviewCounts = z.object({ total: z.number(), my: z.number(), publish: z.number() });
export type ReviewCounts = z.infer<typeof reviewCounts>;

/** Why a review report call was refused. */
export const REVIEWS_ERROR_KEYS = [
  'review.titleRequired',
  'review.titleTooLong',
  'review.projectRequired',
  'review.projectTooLong',
  'review.sectionTooLong',
  'review.email',
  'review.tooManyParticipants',
  'review.tooManyActions',
  'review.actionRequired',
  'review.actionTooLong',
  'review.listType',
  'review.unknownEmployee',
  'review.notFound',
  'review.authorOnly',
  'review.otherEmail',
  'review.alreadyPublished',
  'review.publishedNotDeletable',
] as const;

export const reviewsRoutes = {
  reviewCounts: define({
    method: 'POST',
    path: '/retrospective/get/list/count',
    body: reviewCountRequest,
    answer: reviewCounts,
  }),
  reviewRedPoint: define({
    method: 'GET',
    path: '/retrospective/get/red/point',
    query: reviewEmailQuery,
    answer: z.boolean(),
  }),
  reviewRedPointClick: define({
    method: 'GET',
    path: '/retrospective/click/red/point',
    query: reviewEmailQuery,
    answer: z.null(),
  }),
  // The create, update, publish and delete paths are not given; these follow the product's.
  reviewList: define({
    method: 'POST',
    path: '/retrospective/list',
    body: reviewListRequest,
    answer: reviewPage,
  }),
  reviewDetail: define({
    method: 'GET',
    path: '/retrospective/detail',
    query: reviewIdQuery,
    answer: review,
  }),
  reviewCreate: define({ method: 'POST', path: '/retrospective/create', body: reviewInput, answer: review }),
  reviewUpdate: define({
    method: 'POST',
    path: '/retrospective/update',
    body: reviewUpdateRequest,
    answer: review,
  }),
  reviewPublish: define({
    method: 'POST',
    path: '/retrospective/publish',
    body: reviewIdBody,
    answer: review,
  }),
  reviewDelete: define({
    method: 'POST',
    path: '/retrospective/delete',
    body: reviewIdBody,
    answer: z.null(),
  }),
} as const;
