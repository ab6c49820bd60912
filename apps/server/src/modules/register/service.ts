import {
  type BikeHistory,
  type ChassisHold,
  normaliseChassis,
  REGISTER_MESSAGES,
  type StolenChassis,
} from '@best-bikes/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { recordListed } from '../saved-searches';
import type { RegisterListing, RegisterRepository } from './repository';

/** Listings that count as on sale for one frame: the unique index's states (ADR 0360). */
const LIVE = ['Available', 'Booked'] as const;

/** The earlier readings in order, each flagged when lower than the highest before it. */
export function readHistory(
  milage: number | null,
  earlier: readonly { postedAt: Date; resalePrice: number; milage: number | null; state: string }[],
): BikeHistory {
  let highest: number | null = null;
  const entries = earlier.map((row) => {
    const lower = row.milage !== null && highest !== null && row.milage < highest;
    if (row.milage !== null && (highest === null || row.milage > highest)) highest = row.milage;
    return {
      posted_at: row.postedAt.toISOString(),
      resale_price: row.resalePrice,
      milage: row.milage,
      outcome:
        row.state === 'Sold'
          ? ('Sold' as const)
          : row.state === 'Withdrawn'
            ? ('Ended' as const)
            : ('Live' as const),
      km_lower: lower,
    };
  });
  return {
    earlier: entries,
    km_rollback: milage !== null && highest !== null && milage < highest,
    highest_earlier_km: highest,
  };
}

function presentListing(row: RegisterListing) {
  return {
    _id: row.id,
    product_name: row.productName,
    state: row.state,
    resale_price: row.resalePrice,
    milage: row.milage,
    seller_name: row.sellerName,
    seller_email: row.sellerEmail,
    posted_at: row.postedAt.toISOString(),
    img: row.img,
  };
}

/**
 * The chassis register (docs/product.md#chassis-register, ADR 0360): the stolen list, the refusal of
 * a listing whose chassis is on it (logged for the admins), and the admins' decision on listings held
 * because another live listing has their chassis number.
 */
export function createRegisterService({
  repo,
  audit,
  notify,
}: {
  repo: RegisterRepository;
  audit: AuditLog;
  notify: Notify;
}) {
  return {
    /**
     * A listing was stored held (in the listing's transaction `tx`): its seller hears that it waits for
     * the shop's check. It records no saved-search alert: alerts start when an admin releases it.
     */
    async held(tx: Database, productId: string): Promise<void> {
      await notify(tx, { kind: 'chassis-hold', productId, step: 'held', reason: '' });
    },

    /** Refuses a stolen chassis and writes the attempt to the audit log, with the list's reason. */
    async refuseStolen(caller: Caller, chassis: string, productName: string): Promise<void> {
      const stolen = await repo.stolen(chassis);
      if (!stolen) return;
      await audit.record({
        actorId: caller.id,
        action: 'chassis.stolenBlocked',
        targetType: 'chassis',
        targetId: chassis,
        targetLabel: `${productName} (${caller.email})`,
        details: { reason: stolen.reason },
      });
      throw new Conflict(REGISTER_MESSAGES.stolen);
    },

    async stolenList(): Promise<StolenChassis[]> {
      const rows = await repo.stolenList();
      const live = await repo.listingsWithChassis(
        rows.map((r) => r.chassisNumber),
        LIVE,
      );
      return rows.map((row) => ({
        chassis_number: row.chassisNumber,
        reason: row.reason,
        added_by: row.addedBy ?? '',
        added_at: row.createdAt.toISOString(),
        live_listings: live
          .filter((l) => l.chassisNumber === row.chassisNumber)
          .map((l) => ({ _id: l.id, product_name: l.productName, seller_email: l.sellerEmail })),
      }));
    },

    async addStolen(admin: Caller, body: { chassis_number: string; reason: string }) {
      await repo.transaction(async (q, tx) => {
        const added = await q.addStolen({
          chassisNumber: body.chassis_number,
          reason: body.reason,
          addedBy: admin.id,
        });
        if (!added) throw new Conflict('This chassis number is on the stolen list already.');
        await audit.record(
          {
            actorId: admin.id,
            action: 'chassis.stolenAdd',
            targetType: 'chassis',
            targetId: body.chassis_number,
            targetLabel: body.chassis_number,
            details: { reason: body.reason },
          },
          tx,
        );
      });
      const listed = await this.stolenList();
      return listed.find((s) => s.chassis_number === body.chassis_number) as StolenChassis;
    },

    async removeStolen(admin: Caller, typed: string) {
      const chassis = normaliseChassis(typed);
      await repo.transaction(async (q, tx) => {
        if (!(await q.removeStolen(chassis)))
          throw new NotFound('This chassis number is not on the stolen list.');
        await audit.record(
          {
            actorId: admin.id,
            action: 'chassis.stolenRemove',
            targetType: 'chassis',
            targetId: chassis,
            targetLabel: chassis,
          },
          tx,
        );
      });
      return { deletedCount: 1 };
    },

    /**
     * A bike's history (docs/product.md#bike-history, ADR 0363): the earlier listings of its chassis
     * (date, asking price, km, how it ended), never the chassis number, the sellers or the ids. A
     * reading lower than one listed before it is flagged, and the bike's own against the highest.
     * Only for a bike the public may see (404 withdrawn, held or unknown).
     */
    async history(id: string): Promise<BikeHistory> {
      const found = await repo.history(id);
      if (!found || found.self.state === 'Withdrawn' || found.self.state === 'Held')
        throw new NotFound('This bike is not listed.');
      return readHistory(found.self.milage, found.earlier);
    },

    /**
     * A new listing whose kilometres are lower than an earlier listing of its chassis is written to
     * the audit log for the admins (docs/product.md#bike-history).
     */
    async noteRollback(caller: Caller, id: string, productName: string): Promise<void> {
      const found = await repo.history(id);
      if (!found) return;
      const history = readHistory(found.self.milage, found.earlier);
      if (!history.km_rollback) return;
      await audit.record({
        actorId: caller.id,
        action: 'chassis.kmRollback',
        targetType: 'product',
        targetId: id,
        targetLabel: `${productName} (${caller.email})`,
        details: { km: found.self.milage, earlierKm: history.highest_earlier_km },
      });
    },

    /** Whether a listing's kilometres are lower than an earlier listing of its chassis. */
    async kmRollback(id: string): Promise<boolean> {
      const found = await repo.history(id);
      return found ? readHistory(found.self.milage, found.earlier).km_rollback : false;
    },

    /** Each held listing, oldest first, beside the listings of its frame that are live or held. */
    async holds(): Promise<ChassisHold[]> {
      const held = await repo.listingsWithChassis(await heldChassis(), ['Held', ...LIVE]);
      return held
        .filter((row) => row.state === 'Held')
        .map((row) => ({
          chassis_number: row.chassisNumber ?? '',
          engine_number: row.engineNumber,
          held: presentListing(row),
          others: held
            .filter((o) => o.chassisNumber === row.chassisNumber && o.id !== row.id)
            .map(presentListing),
        }));
    },

    /**
     * Publishes a held listing: 409 while another listing of its frame is live. Its seller is told,
     * and saved searches are alerted as for a new listing, once (only a held listing is released).
     */
    async release(admin: Caller, id: string) {
      const row = await heldListing(id);
      await repo.transaction(async (q, tx) => {
        try {
          if (!(await q.release(id))) throw new Conflict(REGISTER_MESSAGES.notHeld);
        } catch (err) {
          if (isUniqueViolation(err)) throw new Conflict(REGISTER_MESSAGES.otherStillLive);
          throw err;
        }
        await audit.record(
          {
            actorId: admin.id,
            action: 'chassis.release',
            targetType: 'product',
            targetId: id,
            targetLabel: `${row.productName} (${row.sellerEmail})`,
          },
          tx,
        );
        // Published now: saved searches hear of it as of a new listing, and its seller that it is on sale.
        await recordListed(tx, id);
        await notify(tx, { kind: 'chassis-hold', productId: id, step: 'released', reason: '' });
      });
      return { modifiedCount: 1 };
    },

    /** Refuses a held listing, with the reason kept in the audit log and told to its seller. */
    async refuse(admin: Caller, id: string, reason: string) {
      const row = await heldListing(id);
      await repo.transaction(async (q, tx) => {
        if (!(await q.refuse(id))) throw new Conflict(REGISTER_MESSAGES.notHeld);
        await audit.record(
          {
            actorId: admin.id,
            action: 'chassis.refuse',
            targetType: 'product',
            targetId: id,
            targetLabel: `${row.productName} (${row.sellerEmail})`,
            details: { reason },
          },
          tx,
        );
        await notify(tx, { kind: 'chassis-hold', productId: id, step: 'refused', reason });
      });
      return { modifiedCount: 1 };
    },
  };

  async function heldChassis(): Promise<string[]> {
    return repo.heldChassis();
  }

  async function heldListing(id: string) {
    const row = await repo.listing(id);
    if (!row) throw new NotFound('This listing does not exist.');
    if (row.state !== 'Held') throw new Conflict(REGISTER_MESSAGES.notHeld);
    return row;
  }
}

export type RegisterService = ReturnType<typeof createRegisterService>;
