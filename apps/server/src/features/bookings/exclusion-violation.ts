/** SQLSTATE of an exclusion-constraint violation: here, two active bookings of one room overlapping. */
const EXCLUSION_VIOLATION = '23P01';

const codeOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;

/**
 * True when the database refused a write because of an exclusion constraint. Drizzle wraps the
 * driver's error (PGlite or node-postgres) and keeps it as `cause`, so both places are checked.
 */
export function isExclusionViolation(error: unknown): boolean {
  if (codeOf(error) === EXCLUSION_VIOLATION) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return codeOf(cause) === EXCLUSION_VIOLATION;
}
