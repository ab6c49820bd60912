import {
  type AccountRow,
  type AccountsPage,
  type AccountsQuery,
  type BuyerOrders,
  type RegisteredUser,
  type Role,
  type SellerListItem,
  type SellerListings,
  VERIFIED,
} from '@best-bikes/contract';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { canVerify, deactivationRefusal, type ManagedRole, revocationRefusal } from './policy';
import type { AccountListRow, AdminRepository, UserRow } from './repository';

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

function presentAccount(row: AccountListRow): AccountRow {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? '',
    mobile: row.mobile ?? '',
    role: row.role,
    verified: row.role === 'Seller' && row.sellerVerified,
    createdAt: row.createdAt.toISOString(),
    listings: row.listings,
    orders: row.orders,
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

    /** An admin table: one role's active accounts, searched, sorted and paged (docs/product.md#seller-and-admin-tools). */
    async accounts(query: AccountsQuery): Promise<AccountsPage> {
      const { page, pageSize } = query;
      const { rows, total } = await repo.accounts({
        role: query.role,
        q: query.q,
        sort: query.sort,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(presentAccount), total, page, pageSize };
    },

    /** A seller's bikes, read-only, for the link from the All Sellers row. */
    async sellerListings(id: string): Promise<SellerListings> {
      const seller = await repo.account(id);
      if (seller?.role !== 'Seller') throw new NotFound('No such seller.');
      const listings = await repo.sellerListings(id);
      return {
        seller: presentAccount(seller),
        listings: listings.map((l) => ({
          _id: l.id,
          productName: l.productName,
          brandName: l.brandName,
          img: l.img,
          resalePrice: l.resalePrice,
          state: l.state,
          postedAt: l.postedAt.toISOString(),
          openReports: l.openReports,
        })),
      };
    },

    /** A buyer's bookings and purchases, read-only, for the link from the All Buyers row. */
    async buyerOrders(id: string): Promise<BuyerOrders> {
      const buyer = await repo.account(id);
      if (buyer?.role !== 'Buyer') throw new NotFound('No such buyer.');
      const orders = await repo.buyerOrders(id);
      return {
        buyer: presentAccount(buyer),
        orders: orders.map((o) => ({
          _id: o.id,
          productId: o.productId,
          productName: o.productName,
          brandName: o.brandName,
          img: o.img,
          price: o.price,
          state: o.state,
          createdAt: o.createdAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Takes the Admin role from an account (docs/product.md#seller-and-admin-tools): never from the last admin. Every active
     * admin's row is locked first (repository `lockActiveAdmins`), so two admins revoking each other
     * at once are decided one after the other and one of them stays. The account goes back to
     * Seller when it has bikes of its own, to Buyer otherwise. Audit-logged.
     */
    revokeAdmin(actor: Caller, id: string) {
      return repo.transaction(async (tx, handle) => {
        const admins = await tx.lockActiveAdmins();
        const target = await tx.findUserForUpdate(id);
        if (!target) throw new NotFound('No such account.');
        switch (revocationRefusal(actor, target, admins)) {
          case 'notAdmin':
            throw new NotFound(`${target.name || target.email} is not an admin.`);
          case 'actorNotAdmin':
            throw new Forbidden('You are no longer an admin.');
          case 'last':
            throw new Conflict('This is the last admin. Make someone else an admin first.');
        }
        const role: Role = (await tx.hasListings(target.id)) ? 'Seller' : 'Buyer';
        const modifiedCount = await tx.setRole(target.id, role, 'Admin');
        if (modifiedCount === 0) throw new Conflict('This account changed just now. Please try again.');
        await audit.record(
          {
            actorId: actor.id,
            action: 'user.revokeAdmin',
            targetType: 'user',
            targetId: target.id,
            targetLabel: label(target),
            details: { role, adminsLeft: admins.length - 1 },
          },
          handle,
        );
        return { modifiedCount, role, message: `${target.name || target.email} is no longer an admin.` };
      });
    },

    /** The audit log, newest first. */
    auditLog: (query: Parameters<AuditLog['list']>[0]) => audit.list(query),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
