/** The console's audit trail and the `audit_events` table it owns: every console write, append-only. */
import { messages } from './messages.ts';
import { auditRoutes } from './routes.ts';

export { type AuditRecord, recordAudit } from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: auditRoutes, messages };
