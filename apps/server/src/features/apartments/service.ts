import type {
  Apartment,
  ApartmentImportPreview,
  ApartmentOptions,
  ApartmentPage,
  apartmentFilter,
  apartmentPageQuery,
  ImportResult,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { recordImport, type SpreadsheetImport } from '../spreadsheets/index.ts';
import { type ApartmentColumn, toNewApartment } from './columns.ts';
import { filterOptions } from './filter-options.ts';
import { compareListings, previewToken } from './import-preview.ts';
import { canImportApartments } from './policy.ts';
import { discountedRent } from './rent.ts';
import * as repository from './repository.ts';

type ApartmentFilter = z.output<typeof apartmentFilter>;
type ApartmentPageQuery = z.output<typeof apartmentPageQuery>;

/** A listing as the page shows it: the rent staff pay instead of the standard one, no import trace. */
function toApartment(row: repository.ApartmentRow): Apartment {
  const { importId, rowNumber, supersededAt, standardRent, ...listing } = row;
  return { ...listing, discountedRent: discountedRent(standardRent) };
}

type ApartmentSheet = SpreadsheetImport<ApartmentColumn>;

const asNewApartment = ({ id, supersededAt, ...listing }: repository.ApartmentRow): repository.NewApartment =>
  listing;
const incomingListings = (sheet: ApartmentSheet, importId: number) =>
  sheet.rows.map((row) => toNewApartment(row, importId));

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

    async page({ pageNo, pageSize, ...filter }: ApartmentPageQuery): Promise<ApartmentPage> {
      const { rows, total } = await repository.findEffectiveApartmentPage(db, filter, {
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      return { list: rows.map(toApartment), total };
    },

    async options(): Promise<ApartmentOptions> {
      return filterOptions(await repository.findEffectiveFilterValues(db));
    },

    /**
     * The import's dry run: what replacing the whole list with the file would add, remove and keep,
     * and the token that confirms exactly this file over exactly this list.
     */
    async previewImport(user: SessionUser, sheet: ApartmentSheet): Promise<ApartmentImportPreview> {
      if (!canImportApartments(user)) throw forbidden();
      const current = (await repository.findEffectiveApartments(db, {})).map(asNewApartment);
      const basis = await repository.findEffectiveImport(db);
      return {
        ...compareListings(current, incomingListings(sheet, 0)),
        token: previewToken(basis?.id ?? 0, sheet.sha256),
      };
    },

    /**
     * Replaces the effective listings with a previewed file's rows, all in one transaction: the
     * import is recorded, the current listings are kept but superseded, the new ones go in. The
     * token must be the preview's for this file over the list as it is now (409 otherwise: someone
     * imported meanwhile, or the file changed). Confirming again once it is done changes nothing.
     */
    async importSheet(user: SessionUser, sheet: ApartmentSheet): Promise<ImportResult> {
      if (!canImportApartments(user)) throw forbidden();
      return db.transaction(async (tx) => {
        await repository.lockListings(tx);
        const basis = await repository.findEffectiveImport(tx);
        if (basis?.fileSha256 === sheet.sha256) return { imported: sheet.rows.length };
        if (sheet.confirm !== previewToken(basis?.id ?? 0, sheet.sha256)) {
          throw new AppError('apartment.importNotPreviewed', 409);
        }
        const importId = await recordImport(tx, {
          module: 'apartment',
          fileName: sheet.fileName,
          rowCount: sheet.rows.length,
          importedBy: user.id,
          fileSha256: sheet.sha256,
        });
        const rows = incomingListings(sheet, importId);
        await repository.replaceEffectiveApartments(tx, rows, clock.now());
        await recordAudit(tx, user, {
          module: 'apartments',
          action: 'create',
          subjectType: 'import',
          subjectId: importId,
          subjectLabel: sheet.fileName,
          before: null,
          after: { fileName: sheet.fileName, rows: rows.length, sha256: sheet.sha256 },
        });
        return { imported: rows.length };
      });
    },
  };
}
