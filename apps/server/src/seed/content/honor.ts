import { sql } from 'drizzle-orm';
import { attachments } from '../../features/files/schema.ts';
import { awards, honors } from '../../features/honor/schema.ts';
import { COMPANY, type SeedEmployee } from '../employees.ts';
import type { ContentSeeder, SeedContext } from './context.ts';
import { chineseArticle, englishArticle } from './honor/articles.ts';
import {
  MONTHLY_STAR,
  OCCASIONAL_AWARDS,
  SEED_AWARDS,
  type SeedAward,
  TEAM_AWARD,
  TEAM_NAMES,
  YEARLY_AWARD,
} from './honor/awards.ts';
import { seedHonorThread } from './honor/threads.ts';
import { pictureSvg, portraitSvg, storeSeedImage } from './images.ts';

const MONTHS = 12;
/** Threads on every honor of the latest months, and on some older ones. */
const BUSY_MONTHS = 3;

/** `count` different items in a seeded order (a partial Fisher–Yates shuffle). */
function pickSome<T>(context: SeedContext, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let index = 0; index < Math.min(count, pool.length); index++) {
    const swap = context.random.int(index, pool.length - 1);
    [pool[index], pool[swap]] = [pool[swap] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}

/** Which awards a month gives: two monthly stars, a few others, a team every other month, a pair every third. */
function awardsOfMonth(context: SeedContext, offset: number, monthNumber: number): number[] {
  const occasional = pickSome(context, OCCASIONAL_AWARDS, context.random.int(2, 4));
  return [
    ...(monthNumber === 12 ? [YEARLY_AWARD] : []),
    MONTHLY_STAR,
    MONTHLY_STAR,
    ...occasional,
    ...(offset % 2 === 1 ? [TEAM_AWARD] : []),
    ...(offset % 3 === 1 ? [11] : []),
  ];
}

interface Winners {
  /** Comma-separated for a team; teacher then student for award 11. */
  name: string;
  department: string;
  /** How titles and pictures name them. */
  label: string;
  svg: (hue: number, award: string) => string;
}

function pickWinners(context: SeedContext, award: SeedAward): Winners {
  const employee = (): SeedEmployee => context.random.pick(context.employees.slice(1));
  if (award.kind === 'person') {
    const { name, department } = employee();
    return { name, department, label: name, svg: (hue) => portraitSvg(name, hue) };
  }
  const people = Array.from({ length: award.kind === 'pair' ? 2 : context.random.int(3, 5) }, employee);
  const names = [...new Set(people.map((person) => person.name))];
  const label = award.kind === 'pair' ? names.join(' · ') : context.random.pick(TEAM_NAMES);
  const department = people[0]?.department ?? '';
  return {
    name: names.join(','),
    department: award.kind === 'team' ? (department.split('/')[0] ?? '') : department,
    label,
    svg: (hue, awardName) => pictureSvg({ width: 480, height: 360, title: label, subtitle: awardName, hue }),
  };
}

/** Twelve months of winners with portraits, articles (a few in English) and colleagues' reactions. */
export const seedHonor: ContentSeeder = async (context) => {
  const { tx, random, clock } = context;
  await tx
    .insert(awards)
    .values(SEED_AWARDS.map(({ id, award }, index) => ({ id, award, sortOrder: index + 1 })));
  // The ids were given, so the sequence moves past them for awards an editor adds later.
  await tx.execute(sql`select setval(pg_get_serial_sequence('awards', 'id'), (select max(id) from awards))`);

  const thisMonth = clock.local(clock.now()).startOf('month');
  for (let offset = MONTHS; offset >= 0; offset--) {
    const month = thisMonth.subtract(offset, 'month');
    const awardIds = offset === 0 ? [MONTHLY_STAR] : awardsOfMonth(context, offset, month.month() + 1);
    // The current month's honor is still a draft: the hall shows only published ones.
    const status = offset === 0 ? 'draft' : 'published';
    const publishedAt = month.endOf('month').hour(18).minute(0).second(0).millisecond(0).toDate();
    for (const [index, awardId] of awardIds.entries()) {
      const award = SEED_AWARDS.find((item) => item.id === awardId) as SeedAward;
      const winners = pickWinners(context, award);
      const english = award.kind === 'person' && random.next() < 0.18;
      const input = {
        award: award.award,
        winners: winners.label,
        department: winners.department,
        deeds: pickSome(context, award.deeds, random.int(2, 3)),
      };
      const [honor] = await tx
        .insert(honors)
        .values({
          name: winners.name,
          awardId,
          companyName: COMPANY,
          department: winners.department,
          prize: award.prize,
          month: month.format('YYYY-MM'),
          title: english
            ? `${award.award} · ${month.format('MMMM YYYY')}: ${winners.label}`
            : `${month.format('YYYY年M月')}「${award.award}」：${winners.label}`,
          article: english
            ? englishArticle(random, { ...input, monthLabel: month.format('MMMM YYYY') })
            : chineseArticle(random, { ...input, monthLabel: month.format('YYYY年M月') }),
          status,
          authorId: context.adminId,
          publishedAt,
        })
        .returning({ id: honors.id });
      if (!honor) continue;
      const svg = winners.svg(random.int(0, 359), award.award);
      const ossKey = await storeSeedImage(context, `honor-${month.format('YYYY-MM')}-${index}.svg`, svg);
      await tx
        .insert(attachments)
        .values({ ownerType: 'honor', ownerId: honor.id, ossKey, filename: `${winners.label}.svg` });
      if (status === 'published' && (offset <= BUSY_MONTHS || random.next() < 0.3)) {
        await seedHonorThread(context, honor.id, publishedAt);
      }
    }
  }
};
