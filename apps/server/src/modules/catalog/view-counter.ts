import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Bike page views (docs/product.md#seller-and-admin-tools, ADR 0102), counted in this process's memory and added to
 * `product_views` by one upsert per flush: a page view costs a map increment, never a database
 * write on the request's path. Flushed every few seconds while the app runs and once on shutdown;
 * a flush that fails keeps its counts for the next one.
 */
export interface ViewCounter {
  /** A page view of this bike by someone who is not its seller (`sellerEmail`). */
  seen(request: FastifyRequest, bike: { _id: string; email: string }): void;
  /**
   * A signed-out visitor's view of a bike page served from a kept render (modules/seo, ADR 0370),
   * which asks the API nothing.
   */
  seenSignedOut(id: string): void;
  /** Writes what was counted since the last flush. */
  flush(): Promise<void>;
}

export function createViewCounter({
  write,
  log,
}: {
  write: (counts: ReadonlyMap<string, number>) => Promise<void>;
  log: FastifyBaseLogger;
}): ViewCounter {
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();
  // Signed-in views still being looked up: a flush waits for them, so none is left for later.
  const lookups = new Set<Promise<void>>();

  const add = (id: string, n = 1) => {
    pending.set(id, (pending.get(id) ?? 0) + n);
  };

  async function writePending() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write(batch);
    } catch (err) {
      for (const [id, n] of batch) add(id, n);
      log.warn({ err, bikes: batch.size }, 'bike views not written yet; kept for the next flush');
    }
  }

  return {
    seen(request, bike) {
      // An anonymous visitor (most of them) is counted at once, without looking anything up.
      if (!request.headers.cookie && !request.headers.authorization) {
        add(bike._id);
        return;
      }
      // A signed-in one is looked up after the answer is on its way: the seller's own views do not count.
      const lookup = request
        .resolveUser()
        .then((caller) => {
          if (caller?.email.toLowerCase() !== bike.email.toLowerCase()) add(bike._id);
        })
        .catch(() => add(bike._id))
        .finally(() => lookups.delete(lookup));
      lookups.add(lookup);
    },
    seenSignedOut(id) {
      add(id);
    },
    flush() {
      // One flush at a time: a second waits for the first, then writes what came in meanwhile.
      flushing = flushing.then(async () => {
        await Promise.all(lookups);
        await writePending();
      });
      return flushing;
    },
  };
}
