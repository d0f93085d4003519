import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { officeAddresses } from './schema.ts';

/** Every office in the table's order: a country's offices, and a city's, are kept together by it. */
export const findOfficeAddresses = (db: Database) =>
  db
    .select({
      country: officeAddresses.country,
      city: officeAddresses.city,
      workAddress: officeAddresses.workAddress,
      accessPerson: officeAddresses.accessPerson,
      email: officeAddresses.email,
    })
    .from(officeAddresses)
    .orderBy(asc(officeAddresses.sortOrder), asc(officeAddresses.id));
