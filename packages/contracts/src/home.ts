import { z } from 'zod';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The home page's hot question list shows 10. */
export const HOT_QUESTION_PAGE_SIZE = 10;
/** The notice board and the latest-content cards show five rows. */
export const HOME_LATEST_COUNT = 5;
/** Notices are news of CMS column 49. */
export const NOTICE_COLUMN_ID = 49;

/** Culture wall: the nine circles, in the order the wall shows them. */
export const CULTURE_CIRCLES = [
  'vision',
  'supervisor',
  'talent',
  'integrity',
  'keyPota',
  'incentive',
  'retrospective',
  'business',
  'other',
] as const;
export const cultureCircle = z.enum(CULTURE_CIRCLES);
export type CultureCircle = z.infer<typeof cultureCircle>;

/** One carousel slide: its picture and where a click goes. */
export const homeBanner = z.object({
  id: z.number(),
  title: z.string(),
  ossKey: z.string(),
  picUrl: z.string(),
  linkUrl: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

/** A news item or notice. */
export const newsSummary = z.object({ id: z.number(), title: z.string(), cTime: z.string() });
export type NewsSummary = z.infer<typeof newsSummary>;

/**
 * A rule doc, the fields a list row needs (pTime published, uTime last updated, as the rule
 * list has them), plus its kind for the /ruleDetail link.
 */
export const ruleDocSummary = z.object({
  id: z.number(),
  title: z.string(),
  department: z.string(),
  pTime: z.string(),
  uTime: z.string(),
  type: z.enum(['manage', 'process', 'template']),
});
export type RuleDocSummary = z.infer<typeof ruleDocSummary>;

export const aggregateInfo = z.object({
  companyNews: z.array(newsSummary),
  ruleDocs: z.array(ruleDocSummary),
});

/** A culture item, plus the circle it belongs to. */
export const cultureItem = z.object({ circle: cultureCircle, ossKey: z.string(), picUrl: z.string() });
export type CultureItem = z.infer<typeof cultureItem>;

export const homeActivity = z.object({
  id: z.number(),
  title: z.string(),
  linkUrl: z.string(),
  publishTime: z.string(),
});
export type HomeActivity = z.infer<typeof homeActivity>;

export const hotQuestionQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(HOT_QUESTION_PAGE_SIZE),
  title: text().trim().check(maxChars(100)).default(''),
});

export const hotQuestion = z.object({ id: z.number(), title: z.string(), answer: z.string() });
export type HotQuestion = z.infer<typeof hotQuestion>;

export const hotQuestionPage = z.object({ items: z.array(hotQuestion), totalCount: z.number() });

/** The home page's calls (the home calls plus the banner and activity lists the page needs). */
export const homeRoutes = {
  homeBanners: define({
    method: 'GET',
    path: '/new/api/sso/portal/getBannerList',
    answer: z.array(homeBanner),
  }),
  homeAggregateInfo: define({
    method: 'GET',
    path: '/new/api/sso/portal/getAggregateInfoLists',
    answer: aggregateInfo,
  }),
  homeHotQuestions: define({
    method: 'GET',
    path: '/new/api/sso/portal/getHotQuestionList',
    query: hotQuestionQuery,
    answer: hotQuestionPage,
  }),
  homeActivities: define({
    method: 'GET',
    path: '/new/api/sso/portal/getActivityList',
    answer: z.array(homeActivity),
  }),
  homeCulture: define({
    method: 'GET',
    path: '/enterCulture/selectAllNoParam',
    answer: z.array(cultureItem),
  }),
} as const;
