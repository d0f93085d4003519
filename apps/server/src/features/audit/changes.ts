import type { AuditChange } from '@portal/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a record by path (`title.en`); arrays and other values are leaves of their own. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isRecord(value) && (path === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (path !== '') {
    into.set(path, value);
  }
  return into;
}

/**
 * What a write changed, field by field: every path whose value differs between the record as it
 * was and as it became, in the order the fields appear (before's first). A record that did not
 * exist (null) has no fields, so a creation lists every field it set and a removal every field it had.
 */
export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  const was = leaves(before ?? {}, '', new Map());
  const is = leaves(after ?? {}, '', new Map());
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths
    .filter((path) => JSON.stringify(was.get(path) ?? null) !== JSON.stringify(is.get(path) ?? null))
    .map((path) => ({ path, before: was.get(path) ?? null, after: is.get(path) ?? null }));
}
