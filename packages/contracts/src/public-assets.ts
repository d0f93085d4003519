import { z } from 'zod';
import { bodyId, maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { calendarDateString } from './time.ts';

/** 电脑设备, 显示设备, 网络设备, 影音设备, 办公家具, 车辆, 其他. */
export const ASSET_CATEGORIES = [
  'computer',
  'display',
  'network',
  'av',
  'furniture',
  'vehicle',
  'other',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** 在用, 闲置, 维修中, 已报废. */
export const ASSET_STATUSES = ['inUse', 'idle', 'repair', 'scrapped'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const ASSET_NUMBER_MAX_LENGTH = 40;
export const ASSET_NAME_MAX_LENGTH = 100;

/** One shared asset; an asset nobody keeps (idle in a store room) has an empty custodian. */
export const publicAsset = z.object({
  id: z.number(),
  assetNo: z.string(),
  name: z.string(),
  category: z.enum(ASSET_CATEGORIES),
  /** A city and building of the room list's locations. */
  city: z.string(),
  building: z.string(),
  custodianName: z.string(),
  custodianEmail: z.string(),
  status: z.enum(ASSET_STATUSES),
  purchaseDate: z.string(),
  updateTime: z.string(),
});
export type PublicAsset = z.infer<typeof publicAsset>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, text().trim().check(maxChars(max)).optional());

/** The search: a keyword (number, name or custodian) and filters; blank means any. */
export const publicAssetFilter = z.object({
  keyword: optionalText(50),
  category: z.preprocess(
    blankToUndefined,
    z.enum(ASSET_CATEGORIES, { message: 'assets.category' }).optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(ASSET_STATUSES, { message: 'assets.status' }).optional()),
  city: optionalText(50),
  building: optionalText(50),
});
export type PublicAssetFilter = z.input<typeof publicAssetFilter>;

/** What an editor sends to add an asset or to change one; the custodian by email, blank for none. */
export const publicAssetFields = z.object({
  assetNo: text()
    .trim()
    .min(1, { message: 'assets.numberRequired' })
    .check(maxChars(ASSET_NUMBER_MAX_LENGTH, { message: 'assets.numberTooLong' })),
  name: text()
    .trim()
    .min(1, { message: 'assets.nameRequired' })
    .check(maxChars(ASSET_NAME_MAX_LENGTH, { message: 'assets.nameTooLong' })),
  category: z.enum(ASSET_CATEGORIES, { message: 'assets.category' }),
  city: text().trim().check(maxChars(50)),
  building: text().trim().check(maxChars(50)),
  custodianEmail: text().trim().toLowerCase().max(200).default(''),
  status: z.enum(ASSET_STATUSES, { message: 'assets.status' }),
  purchaseDate: calendarDateString,
});
export type PublicAssetFields = z.input<typeof publicAssetFields>;

export const publicAssetUpdate = publicAssetFields.extend({ id: bodyId() });

/** Why an asset call was refused. */
export const PUBLIC_ASSETS_ERROR_KEYS = [
  'assets.category',
  'assets.status',
  'assets.numberRequired',
  'assets.numberTooLong',
  'assets.nameRequired',
  'assets.nameTooLong',
  'assets.unknownLocation',
  'assets.unknownCustodian',
  'assets.duplicateNumber',
  'assets.notFound',
] as const;

export const publicAssetsRoutes = {
  publicAssetList: define({
    method: 'POST',
    path: '/assets/list',
    body: publicAssetFilter,
    answer: z.array(publicAsset),
  }),
  publicAssetCreate: define({
    method: 'POST',
    path: '/assets/create',
    body: publicAssetFields,
    answer: publicAsset,
  }),
  publicAssetUpdate: define({
    method: 'POST',
    path: '/assets/update',
    body: publicAssetUpdate,
    answer: publicAsset,
  }),
} as const;
