import type { ConsoleModule } from '@portal/contracts';

/** What the trail is filtered by on the page; days are the company's YYYY-MM-DD. */
export interface AuditFilter {
  person?: string;
  module?: ConsoleModule;
  from?: string;
  to?: string;
}

/** The filter as the list call and the export take it: only the fields that are set. */
export function auditFilterQuery(filter: AuditFilter): Record<string, string> {
  const query: Record<string, string> = {};
  const person = filter.person?.trim();
  if (person) query.person = person;
  if (filter.module) query.module = filter.module;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
}

/** A recorded value as one line of text: empty values read as the given word. */
export function shownValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
