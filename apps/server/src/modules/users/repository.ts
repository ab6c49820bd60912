import type { Locale, Role } from '@best-bikes/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  role: user.role,
  sellerVerified: user.sellerVerified,
  deactivatedAt: user.deactivatedAt,
};

export interface UserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  sellerVerified: boolean;
  deactivatedAt: Date | null;
}

const byEmail = (email: string) => eq(sql`lower(${user.email})`, email.toLowerCase());

/** `db` may be a transaction. */
function queries(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(user).where(byEmail(email));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(user).where(eq(user.id, id));
      return row;
    },

    /**
     * A seller anyone may look up (docs/product.md#seller-pages): an active Seller account's public
     * facts only; undefined for anyone else, a removed seller among them.
     */
    async publicSeller(id: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, createdAt: user.createdAt, verified: user.sellerVerified })
        .from(user)
        .where(and(eq(user.id, id), eq(user.role, 'Seller'), isNull(user.deactivatedAt)));
      return row;
    },

    /** Locks the row so two promotions of one account are applied one after the other. */
    async findByEmailForUpdate(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(user).where(byEmail(email)).for('update');
      return row;
    },

    async updateProfile(id: string, changes: { name?: string; image?: string }): Promise<number> {
      const rows = await db.update(user).set(changes).where(eq(user.id, id)).returning({ id: user.id });
      return rows.length;
    },

    async setLocale(id: string, locale: Locale): Promise<void> {
      await db.update(user).set({ locale }).where(eq(user.id, id));
    },

    /** The language of the mails to this address; undefined when no account has it. */
    async localeByEmail(email: string): Promise<Locale | undefined> {
      const [row] = await db.select({ locale: user.locale }).from(user).where(byEmail(email));
      return row?.locale;
    },

    /** Makes the account an Admin; 0 when it already was one. */
    async promoteToAdmin(id: string): Promise<number> {
      const rows = await db
        .update(user)
        .set({ role: 'Admin' })
        .where(and(eq(user.id, id), ne(user.role, 'Admin')))
        .returning({ id: user.id });
      return rows.length;
    },

    /**
     * An Admin account with an e-mail password, as better-auth's sign-up would store it (the user row
     * and a 'credential' account holding the hash). Answers undefined when the e-mail is already taken,
     * for example by another process starting at the same moment.
     */
    async insertAdmin(input: {
      name: string;
      email: string;
      passwordHash: string;
    }): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const id = newId();
        const inserted = await tx
          .insert(user)
          .values({
            id,
            name: input.name,
            email: input.email.toLowerCase(),
            emailVerified: true,
            role: 'Admin',
          })
          .onConflictDoNothing()
          .returning({ id: user.id });
        if (inserted.length === 0) return undefined;
        await tx.insert(account).values({
          id: newId(),
          accountId: id,
          providerId: 'credential',
          userId: id,
          password: input.passwordHash,
        });
        return id;
      });
    },
  };
}

export function createUsersRepository(db: Database) {
  return transactional(db, queries);
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
