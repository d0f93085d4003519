import type { AssetStatus } from '@portal/contracts';
import { LOCATIONS } from '../../../api/contract-values.ts';

/** The places assets are kept: each city of the room list with its buildings (floors are not tracked). */
export const ASSET_PLACES = LOCATIONS.map((city) => ({
  value: city.value,
  label: city.value,
  children: (city.children ?? []).map((building) => ({ value: building.value, label: building.value })),
}));

/** In use green, idle blue, under repair orange, scrapped grey. */
export const ASSET_STATUS_COLORS: Record<AssetStatus, string> = {
  inUse: 'success',
  idle: 'processing',
  repair: 'warning',
  scrapped: 'default',
};
