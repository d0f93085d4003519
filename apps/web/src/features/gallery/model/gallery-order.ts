/** A picture that fails to load, or has none, counts as this width-to-height ratio: a square. */
export const UNMEASURED_RATIO = 1;

/** `items` cut into rows of `size`, in order; the last row may be shorter. */
export function toRows<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/**
 * The monthly gallery's rows: upright and square pictures (width / height ≤ 1) first, then the
 * wider ones, each group in its own rows of `size`, so that a row holds pictures of one shape and
 * its cards line up. Within a group the gallery's own order stays.
 */
export function rowsByShape<T>(items: readonly T[], ratioOf: (item: T) => number, size: number): T[][] {
  const isUpright = (item: T) => usableRatio(ratioOf(item)) <= 1;
  const upright = items.filter(isUpright);
  const wide = items.filter((item) => !isUpright(item));
  return [...toRows(upright, size), ...toRows(wide, size)];
}

/** A ratio that is no number, or not above 0, was not measured. */
const usableRatio = (ratio: number) => (Number.isFinite(ratio) && ratio > 0 ? ratio : UNMEASURED_RATIO);
