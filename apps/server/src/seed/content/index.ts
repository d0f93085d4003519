import type { ContentSeeder, SeedContext } from './context.ts';

/** Each content module adds its seeder here; they run in order inside the seed transaction. */
const contentSeeders: ContentSeeder[] = [];

export async function seedContent(context: SeedContext) {
  for (const seeder of contentSeeders) await seeder(context);
}
