import type { OfficeAddress } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { findOfficeAddresses } from './repository.ts';

export function createOfficesService({ db }: AppContext) {
  return {
    /** Every office, numbered from 1 in the table's order. */
    async list(): Promise<OfficeAddress[]> {
      const rows = await findOfficeAddresses(db);
      return rows.map((row, position) => ({ index: position + 1, ...row }));
    },
  };
}
