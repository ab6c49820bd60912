import type { Role } from '@best-bikes/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, user } from '../../db/schema';

/**
 * The changes the admin module makes to accounts, written here because the users module is the one
 * writer of accounts and sessions (ADR 0135). Bound to the caller's database or transaction.
 */
export function accountState(db: Database) {
  return {
    /** Changes the role only if it is still `from`; answers how many rows changed (0 or 1). */
    async setRole(id: string, role: Role, from: Role): Promise<number> {
      const rows = await db
        .update(user)
        .set({ role })
        .where(and(eq(user.id, id), eq(user.role, from)))
        .returning({ id: user.id });
      return rows.length;
    },

    async markSellerVerified(id: string): Promise<number> {
      const rows = await db
        .update(user)
        .set({ sellerVerified: true })
        .where(and(eq(user.id, id), eq(user.sellerVerified, false)))
        .returning({ id: user.id });
      return rows.length;
    },

    /** Marks the account deactivated; answers false when it already was. */
    async deactivate(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(user)
        .set({ deactivatedAt: at })
        .where(and(eq(user.id, id), isNull(user.deactivatedAt)))
        .returning({ id: user.id });
      return rows.length > 0;
    },

    /** Signs the account out everywhere; answers how many sessions ended. */
    async endSessions(userId: string): Promise<number> {
      const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return rows.length;
    },
  };
}
