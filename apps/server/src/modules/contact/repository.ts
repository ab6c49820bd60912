import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { newId } from '../../lib/ids';

export function createContactRepository(db: Database) {
  return {
    /** Stores a message, on `on` when given (the transaction that queues its mail). */
    async insert(
      row: { name: string; email: string; message: string; ipAddress: string | null },
      on: Database = db,
    ) {
      const [inserted] = await on
        .insert(contactMessages)
        .values({ id: newId(), ...row })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return inserted!;
    },
    async find(id: string) {
      const [row] = await db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
