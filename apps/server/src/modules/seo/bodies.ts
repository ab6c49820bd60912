import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@best-bikes/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { stringBytes } from '../../lib/sizes';

/**
 * What the rendered page bodies may hold in one process (ADR 0260, 0370). A bike page's body with its
 * data block is some 15–30 KB of text (twice that counted at two bytes a character). Since whole pages
 * are kept (plugins/kept-pages.ts, 8 MiB, ADR 0395), a body is read again only for a page that is not
 * kept (the not-found page) or was let go, and for a page whose version moved before its body's did:
 * 2 MiB keeps some fifty pages for that, and leaves the memory to the kept pages (ADR 0383).
 */
export const PAGE_BODY_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/** A page's body as the web's server entry renders it (apps/web/src/entry-server.tsx). */
export interface PageBody {
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data block for the browser's app, before `</body>`. */
  data: string;
}

type RenderResult = PageBody | { redirect: string } | { unrendered: string };
interface ServerEntry {
  render(url: string, send: typeof fetch): Promise<RenderResult>;
}

/**
 * The web's server entry for a language (dist/ssr/<lang>/entry-server.js, built by `npm run build`),
 * loaded on first use and again when a new build replaces it. Undefined when the build has none.
 */
function serverEntry(webDist: string, lang: Locale) {
  const file = path.join(webDist, 'ssr', lang, 'entry-server.js');
  let loaded: { mtime: number; entry: Promise<ServerEntry> } | undefined;
  return (): { mtime: number; entry: Promise<ServerEntry> } | undefined => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return loaded;
    if (loaded?.mtime !== mtime) {
      const entry = import(`${pathToFileURL(file).href}?v=${mtime}`) as Promise<ServerEntry>;
      loaded = { mtime, entry };
      // A build that cannot be loaded is tried again when it changes; meanwhile pages go without bodies.
      entry.catch(() => undefined);
    }
    return loaded;
  };
}

/**
 * The app's API calls during a render, answered in-process (no socket, no second process): as a
 * signed-out visitor's, since only their pages are rendered (ADR 0370).
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}

interface Kept extends PageBody {
  version: string;
}

/**
 * Renders public pages' bodies with the web's server entry and keeps each under the version of what
 * it shows (a brand's listing version, as the category JSON is kept: ADR 0031, 0260): a kept body is
 * served only while the version read for this request still matches. Concurrent misses of one page
 * share one render.
 */
export function createPageBodies({
  app,
  webDist,
  log,
  maxBytes = PAGE_BODY_CACHE_MAX_BYTES,
}: {
  app: FastifyInstance;
  webDist: string;
  log: FastifyBaseLogger;
  maxBytes?: number;
}) {
  const entries = { en: serverEntry(webDist, 'en'), bn: serverEntry(webDist, 'bn') };
  const send = inProcessFetch(app);
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) =>
      stringBytes(key) + stringBytes(page.html) + stringBytes(page.data) + stringBytes(page.version) + 64,
  });
  const inflight = new Map<string, Promise<PageBody | undefined>>();

  async function render(
    lang: Locale,
    url: string,
    build: Promise<ServerEntry> | undefined,
  ): Promise<PageBody | undefined> {
    const entry = await build?.catch((err: unknown) => {
      log.warn({ err, lang }, 'the web server entry could not be loaded: pages go without bodies');
      return undefined;
    });
    if (!entry) return undefined;
    const result = await entry.render(url, send);
    // A redirect, or a page drawn from a failed call: the app renders it in the browser.
    return 'redirect' in result || 'unrendered' in result ? undefined : result;
  }

  return {
    /** Bytes held, at most maxBytes. */
    get bytes() {
      return kept.calculatedSize;
    },
    /**
     * The body of the page at `url` (path and query) in `lang`, kept under `key` while `version`
     * holds. `version` must be read before the render, so a kept body is never older than it.
     * Answers whether it came from memory.
     */
    async body(
      lang: Locale,
      url: string,
      key: string,
      version: string,
    ): Promise<{ body: PageBody; kept: boolean } | undefined> {
      const id = `${lang}\u0000${key}`;
      // A body is drawn by one build of the server entry: a new build draws it anew (ADR 0395).
      const build = entries[lang]();
      const built = `${build?.mtime ?? 0}:${version}`;
      const hit = kept.get(id);
      if (hit?.version === built) return { body: hit, kept: true };
      const running = inflight.get(`${id}\u0000${built}`);
      if (running) {
        const body = await running;
        return body && { body, kept: false };
      }
      const rendering = render(lang, `http://localhost${url}`, build?.entry).finally(() =>
        inflight.delete(`${id}\u0000${built}`),
      );
      inflight.set(`${id}\u0000${built}`, rendering);
      const body = await rendering;
      if (!body) return undefined;
      // Only a whole page is kept: an error page's body (a failed API call) is rendered again.
      if (body.status === 200) kept.set(id, { ...body, version: built });
      return { body, kept: false };
    },
  };
}
