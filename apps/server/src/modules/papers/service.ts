import {
  PAPERS_MESSAGES,
  type PaperCheckPhotoKind,
  type PaperCheckQueueItem,
  type PaperCheckStatus,
} from '@best-bikes/contract';
import sharp from 'sharp';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import type { PapersRepository } from './repository';

/** Listings whose papers can be sent and checked: the live ones. */
const LIVE = new Set(['Available', 'Booked']);

/**
 * A paper's photo through the same pipeline as the shop's other private photos: re-encoded to WebP
 * (no camera metadata, only a picture) and kept in the database, never a public /media URL (ADR 0362).
 */
async function privatePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new Invalid('This file is not a photo we can read. Send a JPEG, PNG or WebP picture.');
  }
}

export interface PapersDeps {
  repo: PapersRepository;
  audit: AuditLog;
  notify: Notify;
  now: () => Date;
  /** Whether a listing's kilometres are lower than an earlier listing of its chassis (the register's). */
  kmRollback: (productId: string) => Promise<boolean>;
}

/**
 * Papers checked (docs/product.md#papers-checked, ADR 0362): the seller of a live listing sends a
 * photo of its registration certificate (or smart card) and of its tax token with the owner's name;
 * an admin compares them with the listing's chassis and engine numbers and the seller, and approves
 * (the "Papers checked" badge) or refuses with a reason the seller reads.
 */
export function createPapersService({ repo, audit, notify, now, kmRollback }: PapersDeps) {
  /** The listing, when the caller is its seller (or an admin, when `admins` is set). */
  async function ownListing(caller: Caller, productId: string, admins = false) {
    const listing = await repo.listing(productId);
    if (!listing || listing.state === 'Withdrawn') throw new NotFound('This listing does not exist.');
    if (listing.sellerId !== caller.id && !(admins && caller.role === 'Admin'))
      throw new Forbidden(PAPERS_MESSAGES.notYours);
    return listing;
  }

  return {
    /** Refuses anyone but the listing's seller before an upload is read. */
    async assertSeller(caller: Caller, productId: string) {
      const listing = await ownListing(caller, productId);
      if (!LIVE.has(listing.state)) throw new Conflict(PAPERS_MESSAGES.notLive);
    },

    async status(caller: Caller, productId: string): Promise<PaperCheckStatus> {
      const listing = await ownListing(caller, productId, true);
      const [check, kinds] = await Promise.all([repo.check(productId), repo.photoKinds(productId)]);
      return {
        state: check?.state ?? null,
        owner_name: check?.ownerName ?? null,
        reason: check?.state === 'Refused' ? (check.reason ?? null) : null,
        photos: { registration: kinds.includes('registration'), tax_token: kinds.includes('tax_token') },
        has_chassis: listing.chassisNumber !== null,
        submitted_at: check?.submittedAt?.toISOString() ?? null,
        decided_at: check?.decidedAt?.toISOString() ?? null,
      };
    },

    /** A new photo of one paper, replacing the last; not while the papers wait or once checked. */
    async putPhoto(caller: Caller, productId: string, kind: PaperCheckPhotoKind, bytes: Buffer) {
      await this.assertSeller(caller, productId);
      const check = await repo.check(productId);
      if (check?.state === 'Pending') throw new Conflict(PAPERS_MESSAGES.pending);
      if (check?.state === 'Approved') throw new Conflict(PAPERS_MESSAGES.approved);
      await repo.putPhoto(productId, kind, await privatePhoto(bytes));
      return this.status(caller, productId);
    },

    /** A photo's bytes: for the listing's seller and admins only. */
    async photo(caller: Caller, productId: string, kind: PaperCheckPhotoKind) {
      await ownListing(caller, productId, true);
      const photo = await repo.photo(productId, kind);
      if (!photo) throw new NotFound('There is no such photo.');
      return { contentType: photo.contentType, bytes: photo.bytes };
    },

    /** Sends the papers for a check: both photos there, a chassis number on the listing. */
    async submit(caller: Caller, productId: string, ownerName: string) {
      const listing = await ownListing(caller, productId);
      if (!LIVE.has(listing.state)) throw new Conflict(PAPERS_MESSAGES.notLive);
      if (listing.chassisNumber === null) throw new Conflict(PAPERS_MESSAGES.noChassis);
      const kinds = await repo.photoKinds(productId);
      if (!kinds.includes('registration') || !kinds.includes('tax_token'))
        throw new Conflict(PAPERS_MESSAGES.photosMissing);
      if (!(await repo.submit(productId, ownerName, now()))) {
        const check = await repo.check(productId);
        throw new Conflict(check?.state === 'Approved' ? PAPERS_MESSAGES.approved : PAPERS_MESSAGES.pending);
      }
      return this.status(caller, productId);
    },

    /** The submissions waiting for an admin, oldest first. */
    async queue(): Promise<PaperCheckQueueItem[]> {
      const rows = await repo.pending();
      return Promise.all(
        rows.map(async (row) => ({
          product_id: row.productId,
          product_name: row.productName,
          img: row.img,
          state: row.state,
          resale_price: row.resalePrice,
          milage: row.milage,
          seller_name: row.sellerName,
          seller_email: row.sellerEmail,
          owner_name: row.ownerName ?? '',
          chassis_number: row.chassisNumber ?? '',
          engine_number: row.engineNumber,
          submitted_at: (row.submittedAt ?? now()).toISOString(),
          km_rollback: await kmRollback(row.productId),
        })),
      );
    },

    /** An admin approves or refuses a waiting check: audit-logged and told to the seller. */
    async decide(admin: Caller, productId: string, approve: boolean, reason: string | null) {
      const listing = await repo.listing(productId);
      if (!listing) throw new NotFound('This listing does not exist.');
      await repo.transaction(async (q, tx) => {
        const done = await q.decide(productId, {
          state: approve ? 'Approved' : 'Refused',
          reason,
          by: admin.id,
          at: now(),
        });
        if (!done) throw new Conflict(PAPERS_MESSAGES.notPending);
        await audit.record(
          {
            actorId: admin.id,
            action: approve ? 'papers.approve' : 'papers.refuse',
            targetType: 'product',
            targetId: productId,
            targetLabel: `${listing.productName} (${listing.sellerEmail})`,
            details: reason ? { reason } : {},
          },
          tx,
        );
        await notify(tx, {
          kind: 'papers-checked',
          productId,
          outcome: approve ? 'approved' : 'refused',
          reason: reason ?? '',
          at: now().toISOString(),
        });
      });
      return { modifiedCount: 1 };
    },

    approvedCount: (sellerId: string) => repo.approvedCount(sellerId),
  };
}

export type PapersService = ReturnType<typeof createPapersService>;
