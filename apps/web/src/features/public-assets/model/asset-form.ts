import type { AssetCategory, AssetStatus, PublicAsset, PublicAssetFields } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What the form holds: the place as the cascader holds it, the purchase day as the picker does. */
export interface AssetFormValues {
  assetNo: string;
  name: string;
  category: AssetCategory;
  place: [string, string];
  custodianEmail: string;
  status: AssetStatus;
  purchaseDate: Dayjs;
}

export const formValuesOf = (asset: PublicAsset): AssetFormValues => ({
  assetNo: asset.assetNo,
  name: asset.name,
  category: asset.category,
  place: [asset.city, asset.building],
  custodianEmail: asset.custodianEmail,
  status: asset.status,
  purchaseDate: dayjs(asset.purchaseDate),
});

export const fieldsOf = ({
  place,
  purchaseDate,
  custodianEmail,
  ...values
}: AssetFormValues): PublicAssetFields => ({
  ...values,
  city: place[0],
  building: place[1] ?? '',
  custodianEmail: custodianEmail ?? '',
  purchaseDate: purchaseDate.format('YYYY-MM-DD'),
});
