import type { TFunction } from 'i18next';

/**
 * The listing fields whose values are the product's fixed choices (contracts: APARTMENT_BASES,
 * APARTMENT_TYPES, LEASE_TYPES, ELEVATOR_VALUES): shown in the reader's language. Other fields
 * hold what people wrote and are shown as written.
 */
export const FIXED_VALUE_FIELDS = ['base', 'apartmentType', 'leaseType', 'elevator'] as const;
type FixedValueField = (typeof FIXED_VALUE_FIELDS)[number];

const isFixed = (field: string): field is FixedValueField =>
  (FIXED_VALUE_FIELDS as readonly string[]).includes(field);

/** A listing's value as the page shows it: a fixed choice translated, anything else as written. */
export function shownValue(t: TFunction, field: string, value: string): string {
  return isFixed(field) && value ? t(`apartments.values.${field}.${value}`, { defaultValue: value }) : value;
}
