import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { files } from '../files/schema.ts';
import { users } from '../people/schema.ts';
import { softwarePackages } from './schema.ts';

export type NewSoftwarePackage = Omit<typeof softwarePackages.$inferInsert, 'id' | 'publishedAt'>;

/** Far above any real catalogue of company software. */
const PACKAGES_LIMIT = 2000;

const packageColumns = {
  id: softwarePackages.id,
  name: softwarePackages.name,
  category: softwarePackages.category,
  platform: softwarePackages.platform,
  version: softwarePackages.version,
  description: softwarePackages.description,
  fileKey: softwarePackages.fileKey,
  size: files.size,
  fileName: files.name,
  publishedAt: softwarePackages.publishedAt,
  publisher: users.name,
};

const packages = (db: Database) =>
  db
    .select(packageColumns)
    .from(softwarePackages)
    .innerJoin(files, eq(files.ossKey, softwarePackages.fileKey))
    .innerJoin(users, eq(users.id, softwarePackages.publishedBy));

/** Packages whose name or description contains the keyword, of one category or all; by name, newest version first. */
export function findPackages(db: Database, filter: { keyword: string; category?: string }) {
  const pattern = containsPattern(filter.keyword);
  return packages(db)
    .where(
      and(
        filter.keyword
          ? or(ilike(softwarePackages.name, pattern), ilike(softwarePackages.description, pattern))
          : undefined,
        filter.category ? eq(softwarePackages.category, filter.category) : undefined,
      ),
    )
    .orderBy(
      asc(softwarePackages.name),
      asc(softwarePackages.platform),
      desc(softwarePackages.publishedAt),
      desc(softwarePackages.id),
    )
    .limit(PACKAGES_LIMIT);
}

export async function findPackage(db: Database | Transaction, id: number) {
  const [row] = await packages(db).where(eq(softwarePackages.id, id)).limit(1);
  return row;
}

/** Writers: the service, and the seed inside its transaction. */
type Writer = Pick<Database, 'insert'>;

export async function insertPackage(db: Writer, row: NewSoftwarePackage): Promise<number> {
  const [created] = await db.insert(softwarePackages).values(row).returning({ id: softwarePackages.id });
  return (created as { id: number }).id;
}

export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;
