// Plain enums, patterns and formatters with no schema in them: the web imports this module on its
// own (`@portal/contracts/helpers`), so a page that only needs these does not load zod.

/** An employee's worker status as the directory stores it. */
export const WORKER_STATUS = { offline: 0, online: 1, invalid: 2 } as const;
export type WorkerStatusName = keyof typeof WORKER_STATUS;
export type WorkerStatus = (typeof WORKER_STATUS)[WorkerStatusName];

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
export type EducationName = keyof typeof EDUCATION;
export type Education = (typeof EDUCATION)[EducationName];

/** Work locations by their code. */
export const WORK_LOCATIONS = { beijing: 1, wuhan: 0, chengdu: 2, xiamen: 3, shenzhen: 4 } as const;
export type WorkLocationName = keyof typeof WORK_LOCATIONS;

/** The name of an enum's value (for its i18n label), or null for a value the enum does not have. */
export function enumName<E extends Record<string, number>>(values: E, value: number | null): keyof E | null {
  const entry = Object.entries(values).find(([, code]) => code === value);
  return entry ? (entry[0] as keyof E) : null;
}

/** Hashrate units, each 1000 times the one before. */
export const HASHRATE_UNITS = ['H/s', 'KH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'] as const;

/** A hashrate in hashes per second as people read it: 1_500_000 → "1.5 MH/s" (at most 2 decimals). */
export function formatHashrate(hashesPerSecond: number): string {
  if (!Number.isFinite(hashesPerSecond) || hashesPerSecond < 0) return '-';
  let value = hashesPerSecond;
  let unit = 0;
  while (value >= 1000 && unit < HASHRATE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number.parseFloat(value.toFixed(2))} ${HASHRATE_UNITS[unit]}`;
}

/** A number: optional minus, digits, optional decimals. */
export const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
/** An email address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** A phone number: 4 to 20 of digits, parentheses, plus and minus. */
export const PHONE_PATTERN = /^[\d()+-]{4,20}$/;
/** A dotted IPv4 address, each part 0–255 without leading zeros. */
export const IPV4_PATTERN = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/**
 * Special characters (ASCII and full-width punctuation). `@ . _ - /` are not among them: emails and
 * department paths are made of them.
 */
export const SPECIAL_CHARACTER_PATTERN = /[`~!#$%^&*()+=<>?:"{}|,;'\\[\]·！￥…（）—《》？：“”【】、；‘’，。]/;

export const isNumber = (value: string) => NUMBER_PATTERN.test(value);
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isIpv4 = (value: string) => IPV4_PATTERN.test(value);
export const hasSpecialCharacters = (value: string) => SPECIAL_CHARACTER_PATTERN.test(value);

/**
 * A phone number with its middle hidden: the first 3 characters, four asterisks, then characters 7
 * to 11 (13812345678 → 138****5678). Text too short to hide anything is all asterisks.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(7, 11)}`;
}
