import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isClientRoute } from '@best-bikes/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';

/** What a page's head hints may depend on. */
interface PageRequest {
  pathname: string;
  search: URLSearchParams;
  /** The request carries a session cookie (not verified: a hint is only a head start). */
  signedIn: boolean;
}

/**
 * Extra `<head>` tags for one page (preloads of what the page will ask for first), so the browser
 * fetches them while it is still downloading the app instead of after it has run.
 */
export type HeadHints = (page: PageRequest) => Promise<string[]>;

/** A head hint for an API answer the page will fetch (same origin, so it serves the app's fetch). */
export function fetchPreload(href: string): string {
  return `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;
}

const SCRIPT_OR_STYLE = /\.(js|css)(\.br|\.gz)?$/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * index.html for every client route, and index.html with status 404 for unknown paths (the app
 * renders its not-found page). Unknown /api paths answer JSON 404.
 */
export async function spaPlugin(
  app: FastifyInstance,
  {
    webDist,
    headHints = [],
    signedIn = () => false,
  }: {
    webDist: string;
    headHints?: HeadHints[];
    /** Whether a request carries a session cookie (the accounts module knows its name). */
    signedIn?: (cookieHeader: string | undefined) => boolean;
  },
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run `npm run build`)');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=600',
        );
        // A hashed asset is never revalidated (immutable, a year): its validators and range support
        // would only add ~0.1 KB to every script a phone downloads.
        if (immutable) {
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          reply.removeHeader('accept-ranges');
        }
        // Headers that only govern documents (CSP, framing, referrer, COOP…) mean nothing on a script
        // or style sheet, yet cost ~0.6 KB on each of them (ADR 0060). nosniff and
        // Cross-Origin-Resource-Policy, which do protect such files, stay; SVG can be opened as a
        // document, so it keeps them all.
        if (SCRIPT_OR_STYLE.test(filePath)) {
          for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
        }
      },
    });
  }
  // Kept in memory, re-read only when a new build replaces it (its asset names change with it).
  let indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  let indexMtime = hasBuild ? statSync(indexFile).mtimeMs : 0;
  let preloads = hasBuild ? readRoutePreloads(webDist) : [];
  const currentIndex = () => {
    const mtime = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime && mtime !== indexMtime) {
      indexHtml = readFileSync(indexFile, 'utf8');
      indexMtime = mtime;
      preloads = readRoutePreloads(webDist);
    }
    return indexHtml;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = readablePath(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
    const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasBuild || !wantsPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No such endpoint: ${request.method} ${pathname}`,
      });
    }
    const known = isClientRoute(pathname);
    let html = currentIndex();
    if (known) {
      // A page without its hints is still the whole page: a failed look-up only costs the head start.
      const page: PageRequest = {
        pathname,
        search: new URLSearchParams(query),
        signedIn: signedIn(request.headers.cookie),
      };
      const hinted = (
        await Promise.all(
          headHints.map((hints) =>
            hints(page).catch((error: unknown) => {
              request.log.warn({ err: error }, 'head hints failed');
              return [];
            }),
          ),
        )
      ).flat();
      const modules = preloads.find((p) => p.pattern.test(pathname))?.files ?? [];
      const tags = [
        ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ...hinted,
      ];
      if (tags.length > 0) html = html.replace('</head>', `${tags.join('')}</head>`);
    }
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

/**
 * A path as the router and the browser read it: percent-encoded characters decoded, repeated
 * slashes folded, dot segments resolved. Decisions about a path that matched no route (JSON or page,
 * 200 or 404, which hints) are taken on this, so `/%61pi/x` is an API path like `/api/x`.
 */
function readablePath(rawPath: string): string {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape is read as written.
  }
  const folded = `/${decoded
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+/, '')}`;
  const resolved: string[] = [];
  for (const segment of folded.split('/').slice(1)) {
    if (segment === '.') continue;
    if (segment === '..') resolved.pop();
    else resolved.push(segment);
  }
  return `/${resolved.join('/')}`;
}

/**
 * The chunks each route lazy-loads, as the web build lists them (`route-preloads.json`, written by
 * apps/web/vite.config.ts): preloaded from the HTML, they download beside the app's first file
 * instead of after it has run. Only our own `/assets/` file names are taken from the file.
 */
function readRoutePreloads(webDist: string): { pattern: RegExp; files: string[] }[] {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.entries(table).map(([route, files]) => ({
    pattern: new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
    files: (Array.isArray(files) ? files : []).filter(
      (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f),
    ),
  }));
}
