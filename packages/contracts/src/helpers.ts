// Plain enums, patterns and formatters with no schema in them: the web imports this module on its
// own (`@portal/contracts/helpers`), so a page that only needs these does not load zod.

/** An employee's worker status as the directory stores it. */
export const WORKER_STATUS = { offline: 0, online: 1, invalid: 2 } as const;

/** Highest education as the directory stores it (the numbers are the HR system's, not an order). */
export const EDUCATION = {
  phd: 1,
  master: 0,
  bachelor: 2,
  college: 3,
  highSchool: 4,
  middleSchool: 5,
  primarySchool: 6,
  none: 7,
} as const;

/** The name of an enum's value (for its i18n label), or null for a value the enum does not have. */
export function enumName<E extends Record<string, number>>(values: E, value: number | null): keyof E | null {
  const entry = Object.entries(values).find(([, code]) => code === value);
  return entry ? (entry[0] as keyof E) : null;
}

/** A phone number: 4 to 20 of digits, parentheses, plus and minus. */
const PHONE_PATTERN = /^[\d()+-]{4,20}$/;
/**
 * Special characters (ASCII and full-width punctuation). `@ . _ - /` are not among them: emails and
 * department paths are made of them.
 */
const SPECIAL_CHARACTER_PATTERN = /[`~!#$%^&*()+=<>?:"{}|,;'\\[\]·！￥…（）—《》？：“”【】、；‘’，。]/;

export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const hasSpecialCharacters = (value: string) => SPECIAL_CHARACTER_PATTERN.test(value);

/**
 * A phone number with its middle hidden: the first 3 characters, four asterisks, then characters 7
 * to 11 (13812345678 → 138****5678). Text too short to hide anything is all asterisks.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(7, 11)}`;
}
