import {
  type CultureItem,
  cultureCircle,
  DATE_FORMAT,
  HOME_LATEST_COUNT,
  type HomeActivity,
  type HomeBanner,
  type Language,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { fileContentUrl } from '../files/index.ts';
import { findLatestDocuments, toNewsSummary, toRuleDocSummary } from '../rules/index.ts';
import {
  findActivities,
  findBanners,
  findCultureItems,
  findHotQuestionPage,
  type HotQuestionFilter,
} from './repository.ts';

export function createHomeService({ db, clock }: AppContext) {
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
    async aggregateInfo(language: Language) {
      const now = clock.now();
      const [news, docs] = await Promise.all([
        findLatestDocuments(db, { kinds: ['inform'], language, now }, HOME_LATEST_COUNT),
        findLatestDocuments(db, { kinds: ['manage', 'process', 'template'], now }, HOME_LATEST_COUNT),
      ]);
      return {
        companyNews: news.map((row) => toNewsSummary(row, clock)),
        ruleDocs: docs.map((row) => toRuleDocSummary(row, clock)),
      };
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
