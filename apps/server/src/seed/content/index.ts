import type { ContentSeeder, SeedContext } from './context.ts';
import { seedHome } from './home.ts';
import { seedHonor } from './honor.ts';
import { seedRules } from './rules.ts';
import { seedShell } from './shell.ts';

/** Each content module adds its seeder here; they run in order inside the seed transaction. */
const contentSeeders: ContentSeeder[] = [seedHome, seedShell, seedRules, seedHonor];

export async function seedContent(context: SeedContext) {
  for (const seeder of contentSeeders) await seeder(context);
}
