import { type RegisteredUser, type SellerListItem, VERIFIED } from '@best-bikes/contract';
import { Forbidden, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { Notify } from '../notifications';
import type { AuditLog } from './audit';
import { canVerify, deactivationRefusal, type ManagedRole } from './policy';
import type { AdminRepository, UserRow } from './repository';

function presentListed(row: UserRow): SellerListItem {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? '',
    status: row.role === 'Seller' && row.sellerVerified ? VERIFIED : '',
    role: row.role,
  };
}

function label(row: { name: string; email: string }): string {
  return row.name ? `${row.name} <${row.email}>` : row.email;
}

export function createAdminService(
  repo: AdminRepository,
  audit: AuditLog,
  clock: () => Date = () => new Date(),
  notify: Notify = async () => {},
) {
  async function deactivate(actor: Caller, targetId: string, expected: ManagedRole) {
    const kind = expected.toLowerCase();
    return repo.transaction(async (tx, handle) => {
      const target = await tx.findUserForUpdate(targetId);
      if (!target || target.deactivatedAt)
        throw new NotFound(`No such ${kind}. It may already have been deleted.`);
      switch (deactivationRefusal(actor, target, expected)) {
        case 'self':
          throw new Forbidden('You cannot delete your own account.');
        case 'admin':
          throw new Forbidden('An admin cannot be deleted.');
        case 'wrongRole':
          throw new NotFound(`No such ${kind}. This account is a ${target.role}.`);
      }
      const effects = await tx.deactivate(target.id, clock());
      if (!effects) throw new NotFound(`No such ${kind}. It may already have been deleted.`);
      await audit.record(
        {
          actorId: actor.id,
          action: expected === 'Seller' ? 'seller.delete' : 'buyer.delete',
          targetType: 'user',
          targetId: target.id,
          targetLabel: label(target),
          details: { ...effects },
        },
        handle,
      );
      return { deletedCount: 1, message: `${expected} ${target.name} Deleted Successfully` };
    });
  }

  return {
    async sellers(): Promise<SellerListItem[]> {
      return (await repo.listActiveUsers('Seller')).map(presentListed);
    },

    async buyers(): Promise<SellerListItem[]> {
      return (await repo.listActiveUsers('Buyer')).map(presentListed);
    },

    async allUsers(): Promise<RegisteredUser[]> {
      return (await repo.listActiveUsers()).map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        photo: row.image ?? '',
        role: row.role,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Marks the seller Verified; every bike of theirs shows the badge, as it reads the seller's flag. */
    verifySeller(actor: Caller, email: string) {
      return repo.transaction(async (tx, handle) => {
        const target = await tx.findUserByEmailForUpdate(email);
        if (!target || target.deactivatedAt || !canVerify(target)) {
          throw new NotFound('No seller has that e-mail address.');
        }
        const modifiedCount = await tx.markSellerVerified(target.id);
        if (modifiedCount === 0) {
          return { modifiedCount, message: `Seller ${target.name} is already verified.` };
        }
        await audit.record(
          {
            actorId: actor.id,
            action: 'seller.verify',
            targetType: 'user',
            targetId: target.id,
            targetLabel: label(target),
          },
          handle,
        );
        await notify(handle, { kind: 'seller-verified', userId: target.id });
        return { modifiedCount, message: 'Seller Verified By Admin' };
      });
    },

    deleteSeller: (actor: Caller, id: string) => deactivate(actor, id, 'Seller'),
    deleteBuyer: (actor: Caller, id: string) => deactivate(actor, id, 'Buyer'),

    /** The audit log, newest first. */
    auditLog: (query: Parameters<AuditLog['list']>[0]) => audit.list(query),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
