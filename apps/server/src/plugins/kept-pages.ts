import { brotliCompress, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { compress, type Encoding } from '../lib/compression';
import { stringBytes } from '../lib/sizes';

/**
 * What the assembled pages may hold in one process (ADR 0260, 0395). A brand's first page as a
 * signed-out visitor gets it is ~134 KB of HTML (its cards twice: markup and data block), ~10 KB in
 * Brotli and ~15 KB in gzip; a bike page is about a third of that: 8 MiB keeps the first pages of
 * every brand and sort in both languages and a few dozen bike pages beside them. Each page also holds
 * the style rules it shows since ADR 0420 (~55 KB of text, ~9 KB compressed), so fewer fit.
 */
export const KEPT_PAGE_MAX_BYTES = 8 * 1024 * 1024;

/** A page as it went out: its status, whether it may be indexed, and its bytes (UTF-8). */
export interface KeptPage {
  status: number;
  noindex: boolean;
  html: Buffer;
  /** The page in an encoding, compressed on its first use and kept with it. */
  compressed(encoding: Encoding): Buffer;
}

interface Entry {
  version: string;
  status: number;
  noindex: boolean;
  html: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
  /** Its Brotli copy is (being) remade at the best quality: it has been sent twice. */
  bestBrotli: boolean;
}

/**
 * A page sent again is remade in Brotli's best quality, off the request's thread, one page at a time
 * (ADR 0420): about 15 % fewer bytes than the request's quick level, so a drawn page with its style
 * rules fits a phone network's first round trip (14.6 KB), for some 180 ms of a worker thread once
 * per page and version. A page sent once (a crawler's visit) keeps its quick copy.
 */
let bestBrotliInFlight = false;

function entryBytes(entry: Entry, key: string): number {
  return (
    stringBytes(key) +
    stringBytes(entry.version) +
    entry.html.length +
    (entry.copies.br?.length ?? 0) +
    (entry.copies.gzip?.length ?? 0) +
    64
  );
}

/**
 * Whole pages as the SPA plugin assembled them (the built page, its head, hints and body), each kept
 * under the version of everything it shows (ADR 0395): a page is served from here only while the
 * version read for this request is the one it was kept under. Least recently used pages go first
 * once the pages and their compressed copies pass `maxBytes`.
 */
export function createKeptPages({ maxBytes = KEPT_PAGE_MAX_BYTES } = {}) {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entryBytes });

  function wrap(key: string, entry: Entry): KeptPage {
    return {
      status: entry.status,
      noindex: entry.noindex,
      html: entry.html,
      compressed(encoding) {
        let copy = entry.copies[encoding];
        if (copy && encoding === 'br' && !entry.bestBrotli && !bestBrotliInFlight) remakeBrotli(key, entry);
        if (!copy) {
          copy = compress(entry.html, encoding);
          entry.copies[encoding] = copy;
          // Counted again with its new copy (which may push older pages out): lru-cache sizes an
          // entry when it is set with another object, so a copy sharing the same compressed forms.
          if (entries.peek(key)?.copies === entry.copies) entries.set(key, { ...entry });
        }
        return copy;
      },
    };
  }

  function remakeBrotli(key: string, entry: Entry) {
    entry.bestBrotli = true;
    bestBrotliInFlight = true;
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: entry.html.length,
    };
    brotliCompress(entry.html, { params }, (error, best) => {
      bestBrotliInFlight = false;
      // Kept only while the page is still the one kept (not replaced by a newer version meanwhile),
      // and counted again with it (lru-cache sizes an entry when it is set with another object).
      const current = entries.peek(key);
      if (error || current?.copies !== entry.copies) return;
      entries.set(key, { ...current, copies: { ...current.copies, br: best } });
    });
  }

  return {
    /** Bytes held (pages, keys and compressed copies), at most maxBytes. */
    get bytes() {
      return entries.calculatedSize;
    },
    get size() {
      return entries.size;
    },
    /** The page kept under `key` if it was kept at `version`. */
    get(key: string, version: string): KeptPage | undefined {
      const entry = entries.get(key);
      return entry && entry.version === version ? wrap(key, entry) : undefined;
    },
    /**
     * Keeps a page under `key` at `version`, which was read before anything the page was made of,
     * so the page is never older than its version.
     */
    keep(key: string, version: string, page: { status: number; noindex: boolean; html: string }): KeptPage {
      const entry: Entry = {
        version,
        status: page.status,
        noindex: page.noindex,
        html: Buffer.from(page.html, 'utf8'),
        copies: {},
        bestBrotli: false,
      };
      entries.set(key, entry);
      return wrap(key, entry);
    },
  };
}
