import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paperCheckPhotos, paperChecks, products, user } from '../../db/schema';
import { transactional } from '../../db/transactional';

type PhotoKind = (typeof paperCheckPhotos.kind.enumValues)[number];

/** This module's tables (paper_checks, paper_check_photos) and its reads of a listing and its seller. */
export function createPapersRepository(db: Database) {
  return transactional(db, (q) => ({
    /** The listing a check is about, with its seller; null when there is none. */
    async listing(productId: string) {
      const [row] = await q
        .select({
          id: products.id,
          productName: products.productName,
          state: products.state,
          sellerId: products.sellerId,
          sellerName: user.name,
          sellerEmail: user.email,
          chassisNumber: products.chassisNumber,
        })
        .from(products)
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(eq(products.id, productId));
      return row ?? null;
    },

    async check(productId: string) {
      const [row] = await q.select().from(paperChecks).where(eq(paperChecks.productId, productId));
      return row ?? null;
    },

    async photoKinds(productId: string): Promise<PhotoKind[]> {
      const rows = await q
        .select({ kind: paperCheckPhotos.kind })
        .from(paperCheckPhotos)
        .where(eq(paperCheckPhotos.productId, productId));
      return rows.map((r) => r.kind);
    },

    async photo(productId: string, kind: PhotoKind) {
      const [row] = await q
        .select({ contentType: paperCheckPhotos.contentType, bytes: paperCheckPhotos.bytes })
        .from(paperCheckPhotos)
        .where(and(eq(paperCheckPhotos.productId, productId), eq(paperCheckPhotos.kind, kind)));
      return row ?? null;
    },

    /** Keeps one photo of each kind: a new one replaces the last. */
    async putPhoto(productId: string, kind: PhotoKind, bytes: Buffer) {
      await q
        .insert(paperCheckPhotos)
        .values({ productId, kind, contentType: 'image/webp', bytes })
        .onConflictDoUpdate({
          target: [paperCheckPhotos.productId, paperCheckPhotos.kind],
          set: { bytes, contentType: 'image/webp', createdAt: sql`now()` },
        });
    },

    /** Sends the papers: Pending unless they are waiting or checked already (false then). */
    async submit(productId: string, ownerName: string, at: Date): Promise<boolean> {
      const rows = await q
        .insert(paperChecks)
        .values({ productId, state: 'Pending', ownerName, submittedAt: at })
        .onConflictDoUpdate({
          target: paperChecks.productId,
          set: {
            state: 'Pending',
            ownerName,
            submittedAt: at,
            reason: null,
            decidedAt: null,
            decidedBy: null,
          },
          setWhere: sql`${paperChecks.state} is null or ${paperChecks.state} = 'Refused'`,
        })
        .returning({ id: paperChecks.productId });
      return rows.length > 0;
    },

    /** An admin's decision on a waiting check; false when it is not waiting (any more). */
    async decide(
      productId: string,
      decision: { state: 'Approved' | 'Refused'; reason: string | null; by: string; at: Date },
    ): Promise<boolean> {
      const rows = await q
        .update(paperChecks)
        .set({
          state: decision.state,
          reason: decision.reason,
          decidedBy: decision.by,
          decidedAt: decision.at,
        })
        .where(and(eq(paperChecks.productId, productId), eq(paperChecks.state, 'Pending')))
        .returning({ id: paperChecks.productId });
      return rows.length > 0;
    },

    /** The checks waiting for an admin, oldest first, with their listing and seller. */
    async pending() {
      return q
        .select({
          productId: products.id,
          productName: products.productName,
          img: products.img,
          state: products.state,
          resalePrice: products.resalePrice,
          milage: products.milage,
          chassisNumber: products.chassisNumber,
          engineNumber: products.engineNumber,
          sellerName: user.name,
          sellerEmail: user.email,
          ownerName: paperChecks.ownerName,
          submittedAt: paperChecks.submittedAt,
        })
        .from(paperChecks)
        .innerJoin(products, eq(products.id, paperChecks.productId))
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(eq(paperChecks.state, 'Pending'))
        .orderBy(asc(paperChecks.submittedAt), asc(paperChecks.productId))
        .limit(200);
    },

    /** How many of a seller's listings had their papers approved. */
    async approvedCount(sellerId: string): Promise<number> {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(paperChecks)
        .innerJoin(products, eq(products.id, paperChecks.productId))
        .where(and(eq(products.sellerId, sellerId), eq(paperChecks.state, 'Approved')));
      return Number(row?.n ?? 0);
    },
  }));
}

export type PapersRepository = ReturnType<typeof createPapersRepository>;
