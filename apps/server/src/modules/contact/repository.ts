import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { newId } from '../../lib/ids';

export function createContactRepository(db: Database) {
  return {
    async insert(row: { name: string; email: string; message: string; ipAddress: string | null }) {
      const [inserted] = await db
        .insert(contactMessages)
        .values({ id: newId(), ...row })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return inserted!;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
