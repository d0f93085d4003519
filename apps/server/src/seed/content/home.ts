import type { ContentSeeder } from './context.ts';
import { seedActivities } from './home/activities.ts';
import { seedBanners } from './home/banners.ts';
import { seedCulture } from './home/culture.ts';
import { seedHotQuestions } from './home/hot-questions.ts';
import { seedProcurement } from './home/procurement.ts';

/** The home page's demo content: carousel, culture wall, activities, hot questions, procurement disclosures. */
export const seedHome: ContentSeeder = async (context) => {
  await seedBanners(context);
  await seedCulture(context);
  await seedActivities(context);
  await seedHotQuestions(context);
  await seedProcurement(context);
};
