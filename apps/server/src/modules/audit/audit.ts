import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
  formatDhakaDateTime,
} from '@best-bikes/contract';
import type { Database } from '../../db/client';
import { createAuditRepository } from './repository';

export interface AuditRecord {
  /** The admin who acted. */
  actorId: string;
  action: AuditAction;
  targetType: 'user' | 'report' | 'product' | 'deal' | 'payout_batch' | 'conversation' | 'chassis';
  targetId: string | null;
  /** How the target reads to a person (name and e-mail, a bike's name): kept even if it changes later. */
  targetLabel: string;
  details?: Record<string, unknown>;
}

/**
 * The admin audit log: who did what to whom, and when. Other modules record their admin actions
 * through `record(entry, tx)` with the transaction of the action itself, so an action is never
 * stored without its entry nor the other way round.
 */
export function createAuditLog(db: Database) {
  return {
    async record(entry: AuditRecord, tx: Database = db): Promise<string> {
      return createAuditRepository(tx).insert({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: { ...entry.details, label: entry.targetLabel },
      });
    },

    async list(query: AuditLogQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const { rows, total } = await createAuditRepository(db).list({
        limit: AUDIT_LOG_PAGE_SIZE,
        offset: (query.page - 1) * AUDIT_LOG_PAGE_SIZE,
      });
      const entries = rows.map(({ entry, actorName, actorEmail }): AuditEntry => {
        const { label, ...details } = (entry.details ?? {}) as Record<string, unknown>;
        return {
          _id: entry.id,
          action: entry.action as AuditAction,
          actorId: entry.actorId,
          actorName: actorName || actorEmail || 'Unknown admin',
          actorEmail: actorEmail ?? '',
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetLabel: typeof label === 'string' ? label : (entry.targetId ?? ''),
          details,
          createdAt: entry.createdAt.toISOString(),
          date: formatDhakaDateTime(entry.createdAt),
        };
      });
      return { entries, total };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
