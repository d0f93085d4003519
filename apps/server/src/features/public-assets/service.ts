import {
  type AssetCategory,
  type AssetStatus,
  isKnownLocation,
  type PublicAsset,
  type publicAssetFields,
  type publicAssetFilter,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { recordAudit } from '../audit/index.ts';
import { findEmployeeIdByEmail } from '../people/index.ts';
import { canEditAssets } from './policy.ts';
import * as repository from './repository.ts';

type Fields = z.output<typeof publicAssetFields>;
type Filter = z.output<typeof publicAssetFilter>;

const assetOf = (row: repository.AssetRow, clock: CompanyClock): PublicAsset => ({
  id: row.id,
  assetNo: row.assetNo,
  name: row.name,
  category: row.category as AssetCategory,
  city: row.city,
  building: row.building,
  custodianName: row.custodianName,
  custodianEmail: row.custodianEmail,
  status: row.status as AssetStatus,
  purchaseDate: row.purchaseDate,
  updateTime: clock.format(row.updatedAt),
});

/** An asset write as the audit trail records it. */
const auditOf = (
  action: 'create' | 'update',
  asset: PublicAsset,
  before: PublicAsset | null,
  after: PublicAsset,
) => ({
  module: 'assets' as const,
  action,
  subjectType: 'asset',
  subjectId: asset.id,
  subjectLabel: `${asset.assetNo} ${asset.name}`,
  // The edit time changes with every write; it is the trail's own.
  before: before && { ...before, updateTime: undefined },
  after: { ...after, updateTime: undefined },
});

export function createPublicAssetsService({ db, clock }: AppContext) {
  const ensureEditor = (user: SessionUser) => {
    if (!canEditAssets(user)) throw forbidden();
  };

  /** The row's values: a building of the room list's locations and a custodian of the directory. */
  async function valuesOf(fields: Fields): Promise<repository.AssetValues> {
    if (!fields.city || !fields.building || !isKnownLocation(fields.city, fields.building, null))
      throw badRequest('assets.unknownLocation');
    let custodianId: number | null = null;
    if (fields.custodianEmail !== '') {
      custodianId = (await findEmployeeIdByEmail(db, fields.custodianEmail)) ?? null;
      if (custodianId === null) throw badRequest('assets.unknownCustodian');
    }
    const { custodianEmail: _email, ...values } = fields;
    return { ...values, custodianId };
  }

  return {
    async list(filter: Filter): Promise<PublicAsset[]> {
      const rows = await repository.findAssets(db, filter);
      return rows.map((row) => assetOf(row, clock));
    },

    async create(user: SessionUser, fields: Fields): Promise<PublicAsset> {
      ensureEditor(user);
      const values = await valuesOf(fields);
      return db.transaction(async (tx) => {
        const id = await repository.insertAsset(tx, values, user.id, clock.now());
        if (id === 'duplicate') throw conflict('assets.duplicateNumber');
        const after = assetOf((await repository.findAsset(tx, id)) as repository.AssetRow, clock);
        await recordAudit(tx, user, auditOf('create', after, null, after));
        return after;
      });
    },

    async update(user: SessionUser, id: number, fields: Fields): Promise<PublicAsset> {
      ensureEditor(user);
      const values = await valuesOf(fields);
      return db.transaction(async (tx) => {
        const row = await repository.findAsset(tx, id);
        const changed = await repository.updateAsset(tx, id, values, user.id, clock.now());
        if (changed === 'duplicate') throw conflict('assets.duplicateNumber');
        if (!changed || !row) throw notFound('assets.notFound');
        const before = assetOf(row, clock);
        const after = assetOf((await repository.findAsset(tx, id)) as repository.AssetRow, clock);
        await recordAudit(tx, user, auditOf('update', after, before, after));
        return after;
      });
    },
  };
}
