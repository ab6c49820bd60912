import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneCodes, phoneProofs, verificationSettings } from '../../db/schema';
import { transactional } from '../../db/transactional';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** The only code that reads and writes the phone tables (ADR 0320). */
export function createPhonesRepository(db: Database) {
  return transactional(db, (q) => ({
    async proofOf(userId: string) {
      const [row] = await q.select().from(phoneProofs).where(eq(phoneProofs.userId, userId));
      return row ?? null;
    },

    async ownerOf(phone: string): Promise<string | null> {
      const [row] = await q
        .select({ userId: phoneProofs.userId })
        .from(phoneProofs)
        .where(eq(phoneProofs.phone, phone));
      return row?.userId ?? null;
    },

    async codeOf(userId: string): Promise<PhoneCodeRow | null> {
      const [row] = await q.select().from(phoneCodes).where(eq(phoneCodes.userId, userId));
      return row ?? null;
    },

    /** A new code replaces the one before it (a person proves one number at a time). */
    async putCode(row: Omit<PhoneCodeRow, 'sentAt' | 'createdAt'>) {
      await q
        .insert(phoneCodes)
        .values(row)
        .onConflictDoUpdate({
          target: phoneCodes.userId,
          set: {
            phone: row.phone,
            codeHash: row.codeHash,
            expiresAt: row.expiresAt,
            attemptsLeft: row.attemptsLeft,
            jobId: row.jobId,
            sentAt: null,
            createdAt: sql`now()`,
          },
        });
    },

    /**
     * Spends one try of a live code before it is compared, in one statement, so tries sent together
     * cannot get more than the code allows. Null: no live code with a try left.
     */
    async spendTry(userId: string, now: Date): Promise<PhoneCodeRow | null> {
      const [row] = await q
        .update(phoneCodes)
        .set({ attemptsLeft: sql`${phoneCodes.attemptsLeft} - 1` })
        .where(
          and(eq(phoneCodes.userId, userId), gt(phoneCodes.attemptsLeft, 0), gt(phoneCodes.expiresAt, now)),
        )
        .returning();
      return row ?? null;
    },

    async dropCode(userId: string) {
      await q.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    },

    /** Marks the job's text sent; false when it was already sent or replaced by a newer code. */
    async markSent(userId: string, jobId: string, now: Date): Promise<boolean> {
      const rows = await q
        .update(phoneCodes)
        .set({ sentAt: now })
        .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.jobId, jobId), isNull(phoneCodes.sentAt)))
        .returning({ userId: phoneCodes.userId });
      return rows.length > 0;
    },

    async prove(userId: string, phone: string, now: Date) {
      await q
        .insert(phoneProofs)
        .values({ userId, phone, provenAt: now })
        .onConflictDoUpdate({ target: phoneProofs.userId, set: { phone, provenAt: now } });
    },

    async phoneRequired(): Promise<boolean | null> {
      const [row] = await q.select().from(verificationSettings).where(eq(verificationSettings.id, 1));
      return row ? row.phoneRequired : null;
    },

    async setPhoneRequired(required: boolean) {
      await q
        .insert(verificationSettings)
        .values({ id: 1, phoneRequired: required })
        .onConflictDoUpdate({
          target: verificationSettings.id,
          set: { phoneRequired: required, updatedAt: sql`now()` },
        });
    },
  }));
}
export type PhonesRepository = ReturnType<typeof createPhonesRepository>;
