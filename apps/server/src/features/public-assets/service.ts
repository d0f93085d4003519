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

  async function answer(id: number) {
    const row = await repository.findAsset(db, id);
    if (!row) throw notFound('assets.notFound');
    return assetOf(row, clock);
  }

  return {
    async list(filter: Filter): Promise<PublicAsset[]> {
      const rows = await repository.findAssets(db, filter);
      return rows.map((row) => assetOf(row, clock));
    },

    async create(user: SessionUser, fields: Fields): Promise<PublicAsset> {
      ensureEditor(user);
      const id = await repository.insertAsset(db, await valuesOf(fields), user.id, clock.now());
      if (id === 'duplicate') throw conflict('assets.duplicateNumber');
      return answer(id);
    },

    async update(user: SessionUser, id: number, fields: Fields): Promise<PublicAsset> {
      ensureEditor(user);
      const changed = await repository.updateAsset(db, id, await valuesOf(fields), user.id, clock.now());
      if (changed === 'duplicate') throw conflict('assets.duplicateNumber');
      if (!changed) throw notFound('assets.notFound');
      return answer(id);
    },
  };
}
