import type { TFunction } from 'i18next';

/**
 * The job fields whose values are the product's fixed choices (the import's JOB_ATTRIBUTES and
 * JOB_SYSTEMS): shown in the reader's language. Other fields hold what people wrote, as written.
 */
const FIXED_VALUE_FIELDS = ['jobAttribute', 'jobSystem'] as const;
type FixedValueField = (typeof FIXED_VALUE_FIELDS)[number];

const isFixed = (field: string): field is FixedValueField =>
  (FIXED_VALUE_FIELDS as readonly string[]).includes(field);

/** A job's value as the page shows it: a fixed choice translated, anything else as written. */
export function shownValue(t: TFunction, field: string, value: string): string {
  return isFixed(field) && value ? t(`rotation.values.${field}.${value}`, { defaultValue: value }) : value;
}
