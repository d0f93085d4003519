import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { APARTMENT_IMPORT_RIGHT } from './policy.ts';
import { apartments } from './schema.ts';

const listing = (overrides: Partial<typeof apartments.$inferInsert>) => ({
  base: '深圳',
  apartmentType: '人才公寓',
  plot: '测试小区',
  distance: '步行5分钟',
  leaseType: '整租',
  quantity: 2,
  houseType: '一室一厅',
  standardRent: 3000,
  floor: '6层',
  orientation: '南',
  checkInTime: '随时入住',
  elevator: '有',
  gateLock: '密码锁',
  contactPerson: '测试联系人',
  ...overrides,
});

/** A listing as the seed writes them (no import), effective unless `supersededAt` is given. */
export async function createApartment(db: Database, overrides: Partial<typeof apartments.$inferInsert> = {}) {
  const [row] = await db.insert(apartments).values(listing(overrides)).returning();
  return row as typeof apartments.$inferSelect;
}

/** `count` effective listings at once, the plot numbered (小区 1, 小区 2, …) in insertion order. */
export async function createApartments(
  db: Database,
  count: number,
  overrides: Partial<typeof apartments.$inferInsert> = {},
) {
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await db
      .insert(apartments)
      .values(
        Array.from({ length: size }, (_, index) =>
          listing({ plot: `小区 ${start + index + 1}`, ...overrides }),
        ),
      );
  }
}

/** An employee holding the apartment import right (not an admin). */
export const createApartmentImporter = (db: Database) => createUser(db, { roles: [APARTMENT_IMPORT_RIGHT] });
