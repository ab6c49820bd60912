import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { newId } from '../../lib/ids';

/**
 * The demo sellers (no password: they cannot sign in, they only own the demo listings), added by the
 * catalog's demo data through here: the users module is the one writer of accounts (ADR 0135).
 * Answers their ids in the order given.
 */
export async function ensureDemoSellers(
  db: Database,
  sellers: readonly { name: string; email: string; verified: boolean }[],
): Promise<string[]> {
  const emails = sellers.map((s) => s.email);
  await db
    .insert(user)
    .values(
      sellers.map((s) => ({
        id: newId(),
        name: s.name,
        email: s.email,
        emailVerified: true,
        role: 'Seller' as const,
        sellerVerified: s.verified,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  return emails.map((e) => rows.find((r) => r.email === e)!.id);
}
