import { z } from 'zod';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { calendarDateString } from './time.ts';

/**
 * The administration console's modules: each write made in one is recorded in the audit trail
 * under its name, and the console's side menu lists them.
 */
export const CONSOLE_MODULES = [
  'rights',
  'holidays',
  'software',
  'assets',
  'apartments',
  'rotation',
  'news',
  'rules',
  'honor',
  'home',
  'activities',
  'services',
  'procurement',
  'feedback',
  'rooms',
  'messages',
] as const;
export type ConsoleModule = (typeof CONSOLE_MODULES)[number];

/** What a recorded write did. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'remove',
  'restore',
  'publish',
  'unpublish',
  'grant',
  'revoke',
  'send',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field that a write changed, by its path in the record (`workdays`, `title.en`). */
export const auditChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

/** One write made in the console: who, when, in which module, to what, and what it changed. */
export const auditEvent = z.object({
  id: z.number(),
  /** The company's wall clock, YYYY-MM-DD HH:mm:ss. */
  at: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  module: z.enum(CONSOLE_MODULES),
  action: z.enum(AUDIT_ACTIONS),
  /** What was written: a holiday, a right, a message… and its id or key. */
  subjectType: z.string(),
  subjectId: z.string(),
  /** How a person recognises it (a title, a name, an email) as it was at the write. */
  subjectLabel: z.string(),
  changes: z.array(auditChange),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** The audit trail's longest filter span and largest export, so both stay bounded. */
export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** Filters of the audit trail: a person (name or email, in part), a module, company days (both ends included). */
const auditFilters = {
  person: text()
    .trim()
    .check(maxChars(100, { message: 'audit.personTooLong' }))
    .optional(),
  module: z.enum(CONSOLE_MODULES, { message: 'audit.unknownModule' }).optional(),
  from: calendarDateString.optional(),
  to: calendarDateString.optional(),
};
const fromBeforeTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

export const auditQuery = z.object(auditFilters).refine(fromBeforeTo, { message: 'audit.order' });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPageQuery = z
  .object({
    ...auditFilters,
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(20),
  })
  .refine(fromBeforeTo, { message: 'audit.order' });

export const auditPage = z.object({ items: z.array(auditEvent), totalCount: z.number() });
export type AuditPage = z.infer<typeof auditPage>;

/** The trail as a spreadsheet is a navigation (a download), not an envelope call. */
export const auditExportPath = '/admin/audit/export';

/** Why an audit trail call was refused. */
export const AUDIT_ERROR_KEYS = ['audit.personTooLong', 'audit.unknownModule', 'audit.order'] as const;

export const auditRoutes = {
  // Added: the console's audit trail (administrators only), newest first.
  auditList: define({ method: 'GET', path: '/admin/audit/list', query: auditPageQuery, answer: auditPage }),
} as const;
