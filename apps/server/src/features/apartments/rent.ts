import { RENT_DISCOUNT } from '@portal/contracts';

/**
 * What staff pay a month: the standard rent after 7折, in whole yuan. Integer arithmetic, rounded
 * half up (Math.round), so 1005 → 704 (703.5) and no binary fraction ever tips a result.
 */
export const discountedRent = (standardRent: number) =>
  Math.round((standardRent * RENT_DISCOUNT.numerator) / RENT_DISCOUNT.denominator);
