import type { Database } from '../../db/client.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { SeedEmployee } from '../employees.ts';
import type { Random } from '../random.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a content seeder gets: the open transaction, a fixed clock and randomness, and the people. */
export interface SeedContext {
  tx: Transaction;
  clock: CompanyClock;
  random: Random;
  storage: FileStorage;
  /** The demo administrator: author of editorial content and owner of generated files. */
  adminId: number;
  userIds: number[];
  employees: SeedEmployee[];
}

export type ContentSeeder = (context: SeedContext) => Promise<void>;
