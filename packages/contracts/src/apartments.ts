import { z } from 'zod';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { importResult } from './spreadsheets.ts';

/** The bases (cities) the company houses staff in; an import refuses any other. */
export const APARTMENT_BASES = ['深圳', '北京', '上海', '武汉', '成都', '厦门'] as const;
/** 人才公寓: the city's talent housing; 合作公寓: a partner's block at the company rate; and so on. */
export const APARTMENT_TYPES = ['人才公寓', '合作公寓', '长租公寓', '酒店式公寓'] as const;
export const LEASE_TYPES = ['整租', '合租'] as const;
export const ELEVATOR_VALUES = ['有', '无'] as const;

/** Staff pay the standard rent after 7折: discountedRent = round(standard × 7 / 10), halves up. */
export const RENT_DISCOUNT = { numerator: 7, denominator: 10 } as const;

/** Where right holders download the import template (an .xlsx download, not an envelope call). */
export const APARTMENT_TEMPLATE_PATH = '/apartment/template';

/** One effective apartment listing as the apartment page shows it. */
export const apartment = z.object({
  id: z.number(),
  base: z.string(),
  apartmentType: z.string(),
  /** The residential compound (小区). */
  plot: z.string(),
  /** How far from the office, as the listing states it (e.g. 步行10分钟). */
  distance: z.string(),
  leaseType: z.string(),
  quantity: z.number().int(),
  houseType: z.string(),
  /** The monthly rent staff pay: the standard rent after 7折, in whole yuan. */
  discountedRent: z.number().int(),
  floor: z.string(),
  orientation: z.string(),
  checkInTime: z.string(),
  elevator: z.string(),
  gateLock: z.string(),
  contactPerson: z.string(),
  /** A picture URL; empty shows 暂无图片. */
  picture: z.string(),
});
export type Apartment = z.infer<typeof apartment>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const filterValue = z.preprocess(blankToUndefined, text().trim().check(maxChars(100)).optional());

/** The list filter: each field empty (or null, or absent) means any. */
export const apartmentFilter = z.object({
  base: filterValue,
  apartmentType: filterValue,
  leaseType: filterValue,
  houseType: filterValue,
});
export type ApartmentFilter = z.input<typeof apartmentFilter>;

/** Listings per page of the apartment page. */
export const APARTMENT_PAGE_SIZE = 20;

/** One page of the effective listings: the filter, then the page (from 1) and its size. */
export const apartmentPageQuery = apartmentFilter.extend({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(APARTMENT_PAGE_SIZE),
});
export const apartmentPage = z.object({ list: z.array(apartment), total: z.number().int() });
export type ApartmentPage = z.infer<typeof apartmentPage>;

/** The values the filters offer: those present in the effective listings. */
export const apartmentOptions = z.object({
  bases: z.array(z.string()),
  apartmentTypes: z.array(z.string()),
  leaseTypes: z.array(z.string()),
  houseTypes: z.array(z.string()),
});
export type ApartmentOptions = z.infer<typeof apartmentOptions>;

/**
 * What an apartment import would do, before it is confirmed: it replaces the whole list, so it
 * says how many listings the file adds, how many current ones it removes and how many stay as they
 * are; the token confirms exactly this file over exactly this list.
 */
export const apartmentImportPreview = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  token: z.string(),
});
export type ApartmentImportPreview = z.infer<typeof apartmentImportPreview>;

export const apartmentsRoutes = {
  apartmentAuth: define({ method: 'GET', path: '/apartment/auth', answer: z.boolean() }),
  apartmentListEffective: define({
    method: 'POST',
    path: '/apartment/list/effective',
    body: apartmentFilter,
    answer: z.array(apartment),
  }),
  // Added: the listings a page at a time (the whole list runs to thousands after an import).
  apartmentListPage: define({
    method: 'POST',
    path: '/apartment/list/page',
    body: apartmentPageQuery,
    answer: apartmentPage,
  }),
  // Added: the filters' choices, whatever the current filter narrows the list to.
  apartmentOptions: define({ method: 'GET', path: '/apartment/options', answer: apartmentOptions }),
  // Added: the import's dry run (multipart, the same file as the import).
  apartmentImportPreview: define({
    method: 'POST',
    path: '/apartment/import/preview',
    multipart: true,
    answer: apartmentImportPreview,
  }),
  // The file again, with the preview's token in the field `confirm`.
  apartmentImport: define({
    method: 'POST',
    path: '/apartment/import',
    multipart: true,
    answer: importResult,
  }),
} as const;
