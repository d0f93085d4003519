import type { Apartment, ApartmentOptions, apartmentFilter, ImportResult } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { type ImportedRow, recordImport } from '../spreadsheets/index.ts';
import { type ApartmentColumn, toNewApartment } from './columns.ts';
import { filterOptions } from './filter-options.ts';
import { canImportApartments } from './policy.ts';
import { discountedRent } from './rent.ts';
import * as repository from './repository.ts';

type ApartmentFilter = z.output<typeof apartmentFilter>;

/** A listing as the page shows it: the rent staff pay instead of the standard one, no import trace. */
function toApartment(row: repository.ApartmentRow): Apartment {
  const { importId, rowNumber, supersededAt, standardRent, ...listing } = row;
  return { ...listing, discountedRent: discountedRent(standardRent) };
}

export function createApartmentsService({ db, clock }: AppContext) {
  return {
    /** GET /apartment/auth: whether the Import button (and the template link) is offered. */
    canImport: (user: SessionUser) => canImportApartments(user),

    /** Refuses (403) a caller without the right, before any of the upload is read. */
    assertCanImport(user: SessionUser) {
      if (!canImportApartments(user)) throw forbidden();
    },

    async list(filter: ApartmentFilter): Promise<Apartment[]> {
      const rows = await repository.findEffectiveApartments(db, filter);
      return rows.map(toApartment);
    },

    async options(): Promise<ApartmentOptions> {
      return filterOptions(await repository.findEffectiveFilterValues(db));
    },

    /**
     * Replaces the effective listings with a sheet's rows, all in one transaction: the import is
     * recorded, the current listings are kept but superseded, the new ones go in.
     */
    async importSheet(
      user: SessionUser,
      sheet: { fileName: string; rows: ImportedRow<ApartmentColumn>[] },
    ): Promise<ImportResult> {
      if (!canImportApartments(user)) throw forbidden();
      return db.transaction(async (tx) => {
        const importId = await recordImport(tx, {
          module: 'apartment',
          fileName: sheet.fileName,
          rowCount: sheet.rows.length,
          importedBy: user.id,
        });
        const rows = sheet.rows.map((row) => toNewApartment(row, importId));
        await repository.replaceEffectiveApartments(tx, rows, clock.now());
        return { imported: rows.length };
      });
    },
  };
}
