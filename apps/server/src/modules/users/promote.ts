import { promotionOutcome } from './policy';
import type { UserRow, UsersRepository } from './repository';

export type PromotionResult =
  | { outcome: 'promoted' | 'alreadyAdmin' | 'deactivated'; user: UserRow }
  | { outcome: 'missing' };

/** Makes the account with this e-mail Admin when no Admin is acting: the shell and the bootstrap admin. */
export function promoteByEmail(repo: UsersRepository, email: string): Promise<PromotionResult> {
  return repo.transaction(async (tx) => {
    const target = await tx.findByEmailForUpdate(email);
    if (!target) return { outcome: 'missing' as const };
    const outcome = promotionOutcome(target);
    if (outcome !== 'promote') return { outcome, user: target };
    await tx.promoteToAdmin(target.id);
    return { outcome: 'promoted' as const, user: { ...target, role: 'Admin' as const } };
  });
}

/** `npm run admin -- promote <email>`: what to print and the exit code. */
export async function promoteFromShell(
  repo: UsersRepository,
  rawEmail: string,
): Promise<{ code: number; message: string }> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { code: 2, message: `Not an e-mail address: ${rawEmail}` };
  const result = await promoteByEmail(repo, email);
  switch (result.outcome) {
    case 'promoted':
      return { code: 0, message: `${email} is now an Admin.` };
    case 'alreadyAdmin':
      return { code: 0, message: `${email} is already an Admin.` };
    case 'deactivated':
      return { code: 1, message: `${email} belongs to a deactivated account; it was not promoted.` };
    case 'missing':
      return { code: 1, message: `No account has the e-mail ${email}. Sign up first, then promote it.` };
  }
}
