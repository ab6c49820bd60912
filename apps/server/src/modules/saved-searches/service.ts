import { randomBytes } from 'node:crypto';
import {
  ROUTES,
  routePath,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SearchQuery,
  savedSearchParams,
  savedSearchQuery,
  searchQuerySchema,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { englishSearchName } from '../../lib/i18n/search-name';
import { newId } from '../../lib/ids';
import type { Mailer } from '../../lib/mail';
import { brandSpellings, matchSearches, modelNamesOf } from '../catalog';
import type { JobQueue, Notify } from '../notifications';
import { digestMail } from './mail';
import { savedSearchesRepository as repo, type SavedSearchRow } from './repository';

/** The pg-boss queue of digest mails. */
export const DIGEST_QUEUE = 'saved-search-digest';
/** At most one digest per saved search in this long (docs/product.md#bangla-search-favourites). */
const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
/** Listing events matched per sweep transaction. */
const EVENTS_PER_TURN = 500;

export interface SavedSearchesDeps {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  baseUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Records the in-app notice of each digest (ADR 0182); without it, the digest is mail only. */
  notify?: Notify;
}

function present(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    query: row.query,
    alerts: row.alerts,
    created_at: row.createdAt.toISOString(),
    last_digest_at: row.lastDigestAt?.toISOString() ?? null,
  };
}

/** A saved query string read back as the search it is (it was checked when saved). */
function parseStored(query: string): SearchQuery | undefined {
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(groupParams(new URLSearchParams(query))));
  return parsed.success ? parsed.data : undefined;
}

/** URLSearchParams as the query-string parser gives them to a route: a repeated key as a list. */
function groupParams(params: URLSearchParams): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out.set(key, all.length === 1 ? all[0]! : all);
  }
  return out;
}

export function createSavedSearchesService({
  db,
  queue,
  mailer,
  baseUrl,
  log,
  now,
  notify,
}: SavedSearchesDeps) {
  /** Matches the waiting listing events against every search with alerts on, then forgets them. */
  async function matchEvents(): Promise<number> {
    let matched = 0;
    for (;;) {
      const done = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const events = await repo.events(tx, EVENTS_PER_TURN);
        if (events.length === 0) return true;
        const searches = (await repo.alerting(tx)).flatMap((s) => {
          const query = parseStored(s.query);
          return query ? [{ key: s.id, query, ownerId: s.userId }] : [];
        });
        const productIds = [...new Set(events.map((e) => e.productId))];
        const pairs = await matchSearches(tx, productIds, searches);
        const rows = pairs.flatMap((pair) =>
          events
            .filter((e) => e.productId === pair.productId)
            .map((e) => ({
              id: newId(),
              savedSearchId: pair.key,
              productId: e.productId,
              kind: e.kind,
              priceFrom: e.priceFrom,
              priceTo: e.priceTo,
            })),
        );
        await repo.insertMatches(tx, rows);
        await repo.deleteEvents(
          tx,
          events.map((e) => e.id),
        );
        matched += rows.length;
        return events.length < EVENTS_PER_TURN;
      });
      if (done) return matched;
    }
  }

  return {
    async list(userId: string) {
      return { searches: (await repo.list(db, userId)).map(present) };
    },

    /**
     * Saves a `/bikes` search, checked as GET /api/bikes checks it and kept in its one canonical
     * spelling without the page. Saving the same search again answers the saved one (turning its
     * alerts back on if the mail's link turned them off).
     */
    async save(userId: string, rawQuery: string): Promise<{ search: SavedSearch; created: boolean }> {
      const parsed = searchQuerySchema.safeParse(
        Object.fromEntries(groupParams(new URLSearchParams(rawQuery.replace(/^\?/, '')))),
      );
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue?.path.join('.') || 'query';
        throw new Invalid(`${path}: ${issue?.message ?? 'is not a search'}`, [
          { path, message: issue?.message ?? 'is not a search' },
        ]);
      }
      parsed.data.brand = await brandSpellings(db, parsed.data.brand);
      const query = savedSearchQuery(parsed.data);
      const existing = await repo.findByQuery(db, userId, query);
      if (existing) {
        const row = existing.alerts ? existing : ((await repo.turnAlertsOn(db, existing.id)) ?? existing);
        return { search: present(row), created: false };
      }
      if ((await repo.count(db, userId)) >= SAVED_SEARCHES_MAX)
        throw new Conflict(
          `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`,
        );
      const inserted = await repo.insert(db, {
        id: newId(),
        userId,
        name: englishSearchName(parsed.data, await modelNamesOf(db, parsed.data.model)),
        query,
        unsubscribeToken: randomBytes(24).toString('base64url'),
      });
      const row = inserted ?? (await repo.findByQuery(db, userId, query));
      if (!row) throw new Conflict('This search is being saved right now. Please try again.');
      return { search: present(row), created: inserted !== undefined };
    },

    async remove(userId: string, id: string) {
      const deletedCount = await repo.remove(db, userId, id);
      if (deletedCount === 0) {
        const owner = await repo.ownerOf(db, id);
        if (owner) throw new Forbidden('You can only delete your own saved searches.');
      }
      return { deletedCount };
    },

    /**
     * The mail's unsubscribe link: no sign-in, the token is the proof. Answers the stored English name
     * and the query, from which the page names the search in its reader's language (ADR 0182).
     */
    async unsubscribe(token: string) {
      const search = await repo.unsubscribe(db, token);
      if (search === undefined) throw new NotFound('This unsubscribe link is not valid any more.');
      return { name: search.name, query: search.query };
    },

    matchEvents,

    /**
     * The alert sweep (one instance at a time, ADR 0096): matches new listing events, then starts one
     * digest for every search that is due, each in its own transaction with its mail job, so a
     * restart loses none and none is sent twice. `at` is the sweep's clock (tests move it).
     */
    async sweep(at: Date = now()): Promise<{ matched: number; digests: number }> {
      const matched = await matchEvents();
      const since = new Date(at.getTime() - DIGEST_EVERY_MS);
      let digests = 0;
      for (const id of await repo.dueDigests(db, since)) {
        const started = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          const taken = await repo.claimDigest(tx, id, at, since);
          if (taken === 0) return false;
          await queue.enqueue(tx, DIGEST_QUEUE, { savedSearchId: id, at: at.toISOString() });
          return true;
        });
        if (started) digests += 1;
      }
      return { matched, digests };
    },

    /**
     * The digest job: one mail listing the digest's bikes that are still available, and its in-app
     * notice (recorded first and once per digest, so a retried job neither repeats nor loses it).
     */
    async digestJob(data: unknown) {
      const { savedSearchId, at } = data as { savedSearchId?: unknown; at?: unknown };
      if (typeof savedSearchId !== 'string' || typeof at !== 'string') return;
      const digest = await repo.digest(db, savedSearchId, new Date(at));
      if (!digest?.search.alerts || digest.bikes.length === 0) return;
      const models = await modelNamesOf(db, savedSearchParams(digest.search.query).model);
      await notify?.(db, {
        kind: 'saved-search-match',
        userId: digest.search.userId,
        savedSearchId,
        query: digest.search.query,
        count: new Set(digest.bikes.map((b) => b.productId)).size,
        models,
        at,
      });
      await mailer.send(
        digestMail(
          digest,
          {
            baseUrl,
            searchPath: `${ROUTES.bikes}${digest.search.query}`,
            bikePath: (id) => routePath(ROUTES.bikeDetails, { id }),
            unsubscribePath: `${ROUTES.unsubscribeAlerts}?token=${encodeURIComponent(digest.search.token)}`,
          },
          models,
        ),
      );
      log.info({ savedSearch: savedSearchId, bikes: digest.bikes.length }, 'saved search digest mailed');
    },

    /** Sends every queued digest now (tests and scripts; the app's worker does it too). */
    drainDigests(): Promise<number> {
      return queue.drain(DIGEST_QUEUE, (data) => this.digestJob(data));
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
