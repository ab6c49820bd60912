/**
 * The admin audit log (ADR 0050): who did what to whom, and when. Its own module, the one writer of
 * `audit_log` (ADR 0135), so the modules that record admin actions (users, admin, reports) import it
 * without importing each other (ADR 0136). The admin module serves the log's page.
 */
export { type AuditLog, createAuditLog } from './audit';
