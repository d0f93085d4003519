import {
  type CultureItem,
  cultureCircle,
  DATE_FORMAT,
  HOME_LATEST_COUNT,
  type HomeActivity,
  type HomeBanner,
  type Language,
  type NewsSummary,
  type RuleDocSummary,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { DOCUMENTS_CHANGED } from '../../lib/table-changes.ts';
import { fileContentUrl } from '../files/index.ts';
import { findLatestDocuments, readIn, toNewsSummary, toRuleDocSummary } from '../rules/index.ts';
import {
  findActivities,
  findBanners,
  findCultureItems,
  findHotQuestionPage,
  type HotQuestionFilter,
} from './repository.ts';

/**
 * How long the latest notices and rule docs are kept at most. The change feed drops them at once on
 * every write to documents and when a scheduled publish or expiry falls due (the job queue announces
 * it); this bounds a missed announcement, never the normal case.
 */
const LATEST_KEPT_MS = 60_000;

type AggregateInfo = { companyNews: NewsSummary[]; ruleDocs: RuleDocSummary[] };

export function createHomeService({ db, clock, changes }: AppContext) {
  // The home page's latest lists, per reader language: every employee's first call of the day.
  const latest = new Map<Language, { info: AggregateInfo; until: number }>();
  let changesHeard = 0;
  const forget = () => {
    changesHeard += 1;
    latest.clear();
  };
  changes.subscribe(DOCUMENTS_CHANGED, forget);
  changes.onResync(forget);

  const readLatest = async (language: Language): Promise<AggregateInfo> => {
    const now = clock.now();
    const [news, docs] = await Promise.all([
      findLatestDocuments(db, { kinds: ['inform'], language, now }, HOME_LATEST_COUNT),
      findLatestDocuments(db, { kinds: ['manage', 'process', 'template'], now }, HOME_LATEST_COUNT),
    ]);
    return {
      companyNews: news.map((row) => toNewsSummary(readIn(row, language), clock)),
      ruleDocs: docs.map((row) => toRuleDocSummary(readIn(row, language), clock)),
    };
  };

  return {
    async banners(): Promise<HomeBanner[]> {
      const rows = await findBanners(db, clock.now());
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        ossKey: row.imageKey,
        picUrl: fileContentUrl(row.imageKey),
        linkUrl: row.linkUrl,
      }));
    },

    /**
     * The latest notices in the reader's language (companyNews) and the latest rule docs of every
     * kind (ruleDocs), five of each.
     */
    async aggregateInfo(language: Language): Promise<AggregateInfo> {
      const kept = latest.get(language);
      if (kept && kept.until > Date.now()) return kept.info;
      // A change heard while reading may have come after the read saw the table, and a feed that is
      // not listening may miss one: answer such a read, keep it not.
      const heardBefore = changesHeard;
      const info = await readLatest(language);
      if (changes.live && changesHeard === heardBefore)
        latest.set(language, { info, until: Date.now() + LATEST_KEPT_MS });
      return info;
    },

    async activities(): Promise<HomeActivity[]> {
      const rows = await findActivities(db, clock.now());
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        linkUrl: row.linkUrl,
        publishTime: clock.format(row.publishedAt, DATE_FORMAT),
      }));
    },

    async hotQuestionPage(filter: HotQuestionFilter) {
      const page = await findHotQuestionPage(db, clock.now(), filter);
      return {
        items: page.items.map((row) => ({ id: row.id, title: row.title, answer: row.answer })),
        totalCount: page.totalCount,
      };
    },

    /** The wall's pictures; a row naming no known circle (a typo in an editor's tool) is left out. */
    async culture(): Promise<CultureItem[]> {
      const rows = await findCultureItems(db);
      return rows.flatMap((row) => {
        const circle = cultureCircle.safeParse(row.circle);
        return circle.success
          ? [{ circle: circle.data, ossKey: row.ossKey, picUrl: fileContentUrl(row.ossKey) }]
          : [];
      });
    },
  };
}
