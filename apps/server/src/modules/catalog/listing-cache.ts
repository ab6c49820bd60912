import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compress, type Encoding } from '../../lib/compression';
import { stringBytes } from '../../lib/sizes';

/**
 * What the rendered pages (and their compressed copies) may hold in one process (docs/performance.md#memory,
 * ADR 0260). A page of 24 bikes is about 18 KB of JSON (36 KB as a two-byte string at most) and 4–5 KB in each
 * compressed form, so 16 MiB keeps some 350–500 pages: every first page of every brand, sort and common search.
 */
export const LISTING_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** What each versioned memo (totals, facet tallies, price guides) may hold. */
export const VERSIONED_MEMO_MAX_BYTES = 2 * 1024 * 1024;

/** A category page rendered once: the exact bytes every caller with the same query gets. */
interface ListingPage {
  /** The JSON body (already checked against the response schema). */
  body: string;
  total: number;
  /** Weak validator of the body: equal bodies have equal tags, in every process. */
  etag: string;
}

interface Entry extends ListingPage {
  version: number;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** An entry's bytes: its key, body and tag as strings, and its compressed copies. */
function entryBytes(entry: Entry, key: string): number {
  return (
    stringBytes(key) +
    stringBytes(entry.body) +
    stringBytes(entry.etag) +
    (entry.compressed.br?.length ?? 0) +
    (entry.compressed.gzip?.length ?? 0) +
    64
  );
}

/** What the cache hands out: the page, and its compressed forms made on first use. */
export type CachedPage = ListingPage & { compressed(encoding: Encoding): Buffer };

/**
 * Rendered category pages, each stamped with the category's listing version (ADR 0031). A page is
 * served from here only while the version read from the database in the same request still
 * matches, so a booking, a new bike or a verified seller shows up on the very next request, in
 * every process. Concurrent misses for the same page share one database read.
 */
export function createListingCache({ maxBytes = LISTING_CACHE_MAX_BYTES, enabled = true } = {}) {
  // Least recently used pages go first once the pages and their compressed copies pass maxBytes.
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entryBytes });
  const inflight = new Map<string, Promise<Entry>>();

  function remember(key: string, entry: Entry) {
    entries.set(key, entry);
  }

  return {
    enabled,
    get size() {
      return entries.size;
    },
    /** Bytes held (pages, tags and compressed copies), at most maxBytes. */
    get bytes() {
      return entries.calculatedSize;
    },

    /** The page for `key` at `version`, rendering it with `render` when not cached. */
    async page(
      key: string,
      version: number,
      render: () => Promise<{ body: string; total: number }>,
    ): Promise<CachedPage> {
      const wrap = (entry: Entry) => ({
        body: entry.body,
        total: entry.total,
        etag: entry.etag,
        compressed(encoding: Encoding) {
          let copy = entry.compressed[encoding];
          if (!copy) {
            copy = compress(entry.body, encoding);
            entry.compressed[encoding] = copy;
            // Counted again with its new copy (which may push older pages out): lru-cache sizes an
            // entry when it is set with another object, so a copy sharing the same compressed forms.
            if (entries.peek(key)?.compressed === entry.compressed) entries.set(key, { ...entry });
          }
          return copy;
        },
      });
      if (!enabled) return wrap(await build(version, render));

      const hit = entries.get(key);
      if (hit && hit.version === version) return wrap(hit);
      const flightKey = `${key}@${version}`;
      let flight = inflight.get(flightKey);
      if (!flight) {
        flight = build(version, render).finally(() => inflight.delete(flightKey));
        inflight.set(flightKey, flight);
      }
      const entry = await flight;
      // A slower request for an older version must not replace a newer page.
      const current = entries.peek(key);
      if (!current || current.version <= entry.version) remember(key, entry);
      return wrap(entry);
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;

async function build(
  version: number,
  render: () => Promise<{ body: string; total: number }>,
): Promise<Entry> {
  const { body, total } = await render();
  return { version, body, total, etag: etagOf(body), compressed: {} };
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Shares one read per key among concurrent callers without ever answering a caller with a read that
 * began before the caller asked. A read begins on the next turn of the event loop, so every request
 * that arrives in the same turn joins it; while it runs, newcomers wait for the next one, which begins
 * when it ends. A request that follows a committed change therefore always sees it, and the database
 * gets at most one read per key at a time however many requests arrive. (Without the deferral an
 * in-process engine such as PGlite would finish each read before the next request is even parsed.)
 */
export function coalesceFreshReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  interface Slot {
    started: boolean;
    running: Promise<V>;
    queued: Promise<V> | null;
  }
  const slots = new Map<K, Slot>();
  function start(key: K): Promise<V> {
    const slot: Slot = { started: false, running: Promise.resolve() as Promise<V>, queued: null };
    slot.running = new Promise<V>((resolve, reject) => {
      setImmediate(() => {
        slot.started = true;
        read(key).then(resolve, reject);
      });
    });
    slots.set(key, slot);
    const settle = () => {
      if (slots.get(key) === slot && !slot.queued) slots.delete(key);
    };
    slot.running.then(settle, settle);
    return slot.running;
  }
  return (key) => {
    const slot = slots.get(key);
    if (!slot) return start(key);
    // Not begun yet: it will read after this caller asked.
    if (!slot.started) return slot.running;
    slot.queued ??= slot.running.then(
      () => start(key),
      () => start(key),
    );
    return slot.queued;
  };
}

/**
 * A value per key, kept while the version it was computed at is current (the total of a brand's
 * search is the same for every sort and page, so it is counted once per version, not per page).
 * Holding the promise makes concurrent callers share one computation.
 */
export function createVersionedMemo<V>({ maxBytes = VERSIONED_MEMO_MAX_BYTES, enabled = true } = {}) {
  interface Memo {
    version: number;
    value: Promise<V>;
    /** The key and, once known, the value's JSON as strings; a guess while it is being computed. */
    bytes: number;
  }
  const entries = new LRUCache<string, Memo>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  return {
    /** Bytes held, at most maxBytes. */
    get bytes() {
      return entries.calculatedSize;
    },
    get(key: string, version: number, compute: () => Promise<V>): Promise<V> {
      if (!enabled) return compute();
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = compute();
      if (!hit || hit.version < version) {
        const entry: Memo = { version, value, bytes: stringBytes(key) + 256 };
        entries.set(key, entry);
        value.then(
          (resolved) => {
            // Counted again at its real size (lru-cache sizes an entry set with another object).
            if (entries.peek(key)?.value !== value) return;
            const bytes = stringBytes(key) + stringBytes(JSON.stringify(resolved) ?? '') + 64;
            entries.set(key, { ...entry, bytes });
          },
          // A failed computation is not remembered.
          () => {
            if (entries.peek(key)?.value === value) entries.delete(key);
          },
        );
      }
      return value;
    },
  };
}
