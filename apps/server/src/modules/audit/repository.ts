import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, user } from '../../db/schema';
import { newId } from '../../lib/ids';

export interface AuditRow {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** `db` may be a transaction, so an entry commits (or rolls back) with the action it records. */
export function createAuditRepository(db: Database) {
  return {
    async insert(row: AuditRow) {
      const [inserted] = await db
        .insert(auditLog)
        .values({ id: newId(), ...row })
        .returning({ id: auditLog.id });
      return inserted!.id;
    },

    async list(opts: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actorName: user.name,
            actorEmail: user.email,
          })
          .from(auditLog)
          .leftJoin(user, eq(user.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ value: count() }).from(auditLog),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
