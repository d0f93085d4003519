import {
  type CultureItem,
  cultureCircle,
  DATE_FORMAT,
  HOME_LATEST_COUNT,
  type HomeActivity,
  type HomeBanner,
  type Language,
  type NewsSummary,
  navigations,
  type RuleDocSummary,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import {
  findActivities,
  findBanners,
  findCultureItems,
  findHotQuestionPage,
  findLatestNews,
  findLatestRuleDocs,
  type HotQuestionFilter,
} from './repository.ts';

export interface HomeDeps {
  db: Database;
  clock: CompanyClock;
}

/** Where the browser reads a stored picture (signed-in users only). */
const pictureUrl = (ossKey: string) => `${navigations.fileContent}/${ossKey}`;

export async function bannerList({ db, clock }: HomeDeps): Promise<HomeBanner[]> {
  const rows = await findBanners(db, clock.now());
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ossKey: row.imageKey,
    picUrl: pictureUrl(row.imageKey),
    linkUrl: row.linkUrl,
  }));
}

/**
 * SPEC §7 getAggregateInfoLists: the latest notices in the reader's language (companyNews) and the
 * latest rule docs of every kind (ruleDocs), five of each (SPEC §9 "News 5").
 */
export async function aggregateInfo({ db, clock }: HomeDeps, language: Language) {
  const now = clock.now();
  const [news, docs] = await Promise.all([
    findLatestNews(db, now, language, HOME_LATEST_COUNT),
    findLatestRuleDocs(db, now, HOME_LATEST_COUNT),
  ]);
  const companyNews: NewsSummary[] = news.map((row) => ({
    id: row.id,
    title: row.title,
    cTime: clock.format(row.publishedAt),
  }));
  const ruleDocs: RuleDocSummary[] = docs.map((row) => ({
    id: row.id,
    title: row.title,
    department: row.department,
    pTime: clock.format(row.publishedAt),
    uTime: clock.format(row.updatedAt),
    type: row.kind as RuleDocSummary['type'],
  }));
  return { companyNews, ruleDocs };
}

export async function activityList({ db, clock }: HomeDeps): Promise<HomeActivity[]> {
  const rows = await findActivities(db, clock.now());
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    linkUrl: row.linkUrl,
    publishTime: clock.format(row.publishedAt, DATE_FORMAT),
  }));
}

export async function hotQuestionPage({ db, clock }: HomeDeps, filter: HotQuestionFilter) {
  const page = await findHotQuestionPage(db, clock.now(), filter);
  return {
    items: page.items.map((row) => ({ id: row.id, title: row.title, answer: row.answer })),
    totalCount: page.totalCount,
  };
}

/** The wall's pictures; a row naming no circle of SPEC §2 (a typo in an editor's tool) is left out. */
export async function cultureList({ db }: Pick<HomeDeps, 'db'>): Promise<CultureItem[]> {
  const rows = await findCultureItems(db);
  return rows.flatMap((row) => {
    const circle = cultureCircle.safeParse(row.circle);
    return circle.success
      ? [{ circle: circle.data, ossKey: row.ossKey, picUrl: pictureUrl(row.ossKey) }]
      : [];
  });
}
