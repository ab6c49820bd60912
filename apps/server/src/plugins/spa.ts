import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isClientRoute } from '@best-bikes/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { compress, pickEncoding } from '../lib/compression';
import { escapeHtml } from '../lib/html';
import { reportCacheBytes } from '../lib/sizes';
import { CLASSES_ON_EVERY_PAGE, type CriticalCss, criticalCss, pageTokens } from './critical-css';
import { createKeptPages, KEPT_PAGE_MAX_BYTES, type KeptPage } from './kept-pages';

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

/**
 * What a page's first HTML says about it (modules/seo): the title and description that replace the
 * app's defaults, tags for the head, the status, and whether it may be indexed.
 */
export interface PageHeadAnswer {
  title: string;
  description: string;
  tags: string[];
  status?: 404 | 410;
  noindex?: boolean;
  /** HTML for the app's root before the app runs (it replaces it when it starts). */
  body?: string;
}
export type PageHeadFor = (page: {
  pathname: string;
  search: URLSearchParams;
  lang: Language;
}) => Promise<PageHeadAnswer | undefined>;

/**
 * A public page's body as a signed-out visitor first sees it (modules/seo, ADR 0370): the markup
 * inside `<div id="root">` and the data block the app hydrates from; undefined where the app renders
 * the page itself.
 */
export type PageBodyFor = (page: {
  pathname: string;
  search: URLSearchParams;
  lang: Language;
}) => Promise<{ html: string; data: string } | undefined>;

/**
 * The not-found page's body for a path no route knows (modules/seo, ADR 0372), as `PageBodyFor`:
 * `rawPath` is the path as the request wrote it, which the browser's router will read.
 */
export type NotFoundBodyFor = (page: {
  rawPath: string;
  lang: Language;
}) => Promise<{ html: string; data: string } | undefined>;

/**
 * The version of everything a public page shows a signed-out visitor (modules/seo, ADR 0395), read
 * before any of it: the whole page is kept under it and served again while it holds. Undefined for
 * a page that is not kept. `query` is the query the page is kept under when the page does not
 * depend on the one asked (by default the one asked, without `lang`); `served` is called when the
 * page is answered from memory (for what a render would have counted, such as a bike's view).
 */
export type PageVersionFor = (page: {
  pathname: string;
  search: URLSearchParams;
  lang: Language;
}) => Promise<{ version: string; query?: string; served?: () => void } | undefined>;

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
    pageHead = async () => undefined,
    pageBody = async () => undefined,
    notFoundBody = async () => undefined,
    pageVersion = async () => undefined,
    keptPageBytes = KEPT_PAGE_MAX_BYTES,
    signedIn = () => false,
  }: {
    webDist: string;
    headHints?: HeadHints[];
    pageHead?: PageHeadFor;
    pageBody?: PageBodyFor;
    notFoundBody?: NotFoundBodyFor;
    pageVersion?: PageVersionFor;
    /** The bound of the kept pages (ADR 0260, 0395). */
    keptPageBytes?: number;
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
      // The server's render of the pages (dist/ssr, ADR 0370) is the server's code, not the site's.
      allowedPath: (pathName) => !/^\/+ssr(\/|$)/i.test(pathName),
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
  // One page per language (the web is built once per language, ADR 0104), each kept in memory and
  // re-read only when a new build replaces it (its asset names change with it).
  // Without its rules a drawn page still links the whole sheet: slower to paint, so it is said.
  const cssUnread = (error: unknown) => app.log.warn({ err: error }, 'style rules for drawn pages unread');
  const pages = new Map(LANGUAGES.map((lang) => [lang, builtPage(webDist, lang, cssUnread)]));
  const pageFor = (lang: Language): BuiltPage =>
    pages.get(lang)?.current() ??
    pages.get('en')?.current() ?? {
      html: '',
      preloads: [],
      mtime: 0,
      entryTags: [],
      entries: [],
      styleTags: [],
      styles: [],
      critical: () => undefined,
    };
  // A signed-out visitor's public page, assembled whole, under the version of what it shows (ADR 0395).
  const kept = createKeptPages({ maxBytes: keptPageBytes });
  reportCacheBytes(app, 'kept pages', () => kept.bytes);

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const pathname = readablePath(rawPath);
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
    const search = new URLSearchParams(query);
    const lang = pageLanguage(search, request.headers.cookie);
    const page = pageFor(lang);
    const visitorSignedIn = signedIn(request.headers.cookie);
    // A signed-out visitor's public page is kept whole under the version of what it shows, read
    // before anything it is made of (ADR 0395): while that holds, the page is sent as it was.
    let keeping: { key: string; version: string } | undefined;
    if (known && !visitorSignedIn) {
      const stamp = await pageVersion({ pathname, search, lang }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page version failed');
        return undefined;
      });
      if (stamp) {
        const own = new URLSearchParams(search);
        own.delete('lang');
        keeping = {
          key: `${lang}\u0000${pathname}\u0000${stamp.query ?? own.toString()}`,
          // The build's page is part of the version: a new build (its asset names, its texts) is a new page.
          version: `${page.mtime}\u0000${stamp.version}`,
        };
        const hit = kept.get(keeping.key, keeping.version);
        if (hit) {
          stamp.served?.();
          return sendPage(hit);
        }
      }
    }
    let html = page.html;
    let status = known ? 200 : 404;
    let noindex = !known;
    // Only a page made whole is kept: a failed look-up is tried again on the next request.
    let whole = true;
    if (known) {
      // Without its head the page is still the whole app: a failed look-up costs only the preview.
      const head = await pageHead({ pathname, search, lang }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page head failed');
        whole = false;
        return undefined;
      });
      if (head) {
        html = withHead(html, head);
        status = head.status ?? status;
        noindex = Boolean(head.noindex);
      }
    }
    let drawn = false;
    /** Whether the page's code is already named (drawn: to the boot script; the app's: at low priority). */
    let codeNamed = false;
    if (known && status === 200) {
      // A page without its hints is still the whole page: a failed look-up only costs the head start.
      const pageRequest: PageRequest = { pathname, search, signedIn: visitorSignedIn };
      // A signed-in visitor's page is the app's to render (their navbar, hearts, offers): only a
      // signed-out visitor's is rendered here. Without its body the page is still the whole app.
      const rendering = pageRequest.signedIn
        ? undefined
        : pageBody({ pathname, search, lang }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page body failed');
            return undefined;
          });
      let hinted = (
        await Promise.all(
          headHints.map((hints) =>
            hints(pageRequest).catch((error: unknown) => {
              request.log.warn({ err: error }, 'head hints failed');
              whole = false;
              return [];
            }),
          ),
        )
      ).flat();
      const body = await rendering;
      // A rendered page holds its data already: preloading the API answers it was drawn from would
      // fetch them for nothing.
      if (body) hinted = hinted.filter((tag) => !tag.includes(' as="fetch"'));
      const modules = page.preloads.find((p) => p.pattern.test(pathname))?.files ?? [];
      if (body) {
        drawn = true;
        html = drawnPage(html, page, modules, body);
        if (hinted.length > 0) html = html.replace('</head>', () => `${hinted.join('')}</head>`);
      } else {
        html = appDrawnPage(html, page, modules, hinted);
      }
      codeNamed = true;
    } else if (!known && !visitorSignedIn) {
      // A signed-out visitor's not-found page comes drawn too, still answered 404 (ADR 0372).
      const body = await notFoundBody({ rawPath, lang }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page body failed');
        return undefined;
      });
      if (body) {
        html = drawnPage(html, page, [], body);
        codeNamed = true;
      }
    }
    // Any other page (not found for a signed-in visitor, gone, a failed render) is the app's to draw.
    if (!codeNamed) html = appDrawnPage(html, page, [], []);
    // Kept: a page the server drew whole, as it is sent (a page left to the app is cheap to answer).
    if (keeping && whole && drawn && status === 200) {
      return sendPage(kept.keep(keeping.key, keeping.version, { status, noindex, html }));
    }
    if (noindex) reply.header('x-robots-tag', 'noindex');
    // Compressed here: @fastify/compress hooks onto routes, and the pages are this not-found
    // handler's answers, which went out whole (27 KB for a rendered home page, 6 KB in Brotli).
    const encoding = pickEncoding(request.headers['accept-encoding']);
    pageHeaders(status);
    if (!encoding || request.method === 'HEAD') return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html, encoding));

    function pageHeaders(code: number) {
      reply
        .status(code)
        .header('cache-control', 'no-cache')
        // The same address is a different page in another language: a cache must key on the cookie.
        .header('vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8');
    }

    /** A kept page, with the same headers as when it was made; its compressed copies are made once. */
    function sendPage(answer: KeptPage) {
      if (answer.noindex) reply.header('x-robots-tag', 'noindex');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      pageHeaders(answer.status);
      if (!encoding || request.method === 'HEAD') return reply.send(answer.html);
      return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
    }
  });
}

const LANGUAGES = ['en', 'bn'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The navbar's frame the built page paints while the app's code loads (ADR 0421), between its
 * markers `<!--app-shell…-->` and `<!--/app-shell-->`: a page drawn here has its own navbar.
 */
const APP_SHELL = /<!--app-shell[\s\S]*?<!--\/app-shell-->\s*/;

/** The page with the server's markup in the app's root and its data block before `</body>`. */
function withBody(html: string, body: { html: string; data: string }): string {
  return html
    .replace(APP_SHELL, '')
    .replace('<div id="root"></div>', () => `<div id="root">${body.html}</div>`)
    .replace('</body>', () => `${body.data}</body>`);
}

/** Where the boot script is served from (apps/web/src/app-boot.js, minified by the build). */
const APP_BOOT_SCRIPT = '/app-boot.js';

/**
 * A page the server drew, body in, as it is sent: it paints from its own HTML, and the app follows.
 *
 * - The app's module scripts are taken out of its HTML and named to the boot script instead
 *   (`preload`: the route's chunks, which the HTML would otherwise preload), which adds them once the
 *   lead picture has been painted (ADR 0390). Lighthouse simulates a phone from the browser's
 *   unthrottled load and counts every request and script that came before the largest paint: with
 *   the app's 110 KB requested from the HTML, its download and run were counted before the lead
 *   picture, which was on screen without them.
 * - The style sheet's rules the page can use are written into its head, and the sheet itself is named
 *   to the boot script too, which adds it with the app (ADR 0420): a phone on a slow network paints
 *   without waiting for the whole sheet. Without scripts, `<noscript>` loads it.
 */
function drawnPage(
  html: string,
  page: BuiltPage,
  preload: string[],
  body: { html: string; data: string },
): string {
  let out = withBody(html, body);
  if (page.entries.length === 0) return out;
  for (const tag of page.entryTags) out = out.replace(tag, '');
  // What the page's rules are chosen by (its classes and element names), read once for both uses.
  const tokens = page.styleTags.length > 0 ? pageTokens(out) : undefined;
  const critical = tokens ? page.critical()?.(out, tokens) : undefined;
  if (critical !== undefined) {
    const [first, ...others] = page.styleTags;
    for (const tag of others) out = out.replace(tag, '');
    out = out.replace(
      first ?? '',
      () =>
        `<style>${critical.replaceAll('</style', '<\\/style')}</style><noscript>${page.styleTags.join('')}</noscript>`,
    );
  }
  // What the page's rules were chosen by (its classes and element names), named to the boot script,
  // which holds the sheet until something outside them appears (ADR 0431): read here, from the page's
  // text, rather than from its DOM by the boot script on the phone (ADR 0433).
  const known = new Set([...CLASSES_ON_EVERY_PAGE, ...(tokens ?? [])]);
  const boot =
    `<script defer src="${APP_BOOT_SCRIPT}" data-modules="${escapeHtml(page.entries.join(' '))}"` +
    ` data-preload="${escapeHtml(preload.join(' '))}"` +
    (critical === undefined
      ? ''
      : ` data-styles="${escapeHtml(page.styles.join(' '))}" data-classes="${escapeHtml([...known].join(' '))}"`) +
    '></script>';
  return out.replace('</head>', () => `${boot}</head>`);
}

/**
 * A page the app draws itself (signed in, the login page, the dashboard), as it is sent (ADR 0455):
 * its module scripts and the route's chunks are fetched from the HTML at once, as before, at low
 * priority. They never held up the first paint (the navbar's frame, ADR 0421, needs only the HTML and
 * the sheet), but Lighthouse's simulation counts, before its first paint, every script of high priority
 * that arrived before the paint it observed: unthrottled, the app's ~130 KB did, so the simulated phone
 * waited for them to paint a navbar. Measured on a throttled Chromium the page paints, starts and shows
 * its largest paint as before.
 */
function appDrawnPage(html: string, page: BuiltPage, preload: string[], hinted: string[]): string {
  let out = html;
  for (const tag of page.entryTags)
    out = out.replace(tag, () => tag.replace(' src=', ' fetchpriority="low" src='));
  const tags = [
    ...preload.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`,
    ),
    ...hinted,
  ];
  return tags.length > 0 ? out.replace('</head>', () => `${tags.join('')}</head>`) : out;
}

/** The built page with a page's own title, description and head tags in place of the app's defaults. */
function withHead(html: string, head: PageHeadAnswer): string {
  // Replaced by functions: a seller's words may hold `$&`, which a replacement string would expand.
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    );
  }
  if (head.body) {
    out = out
      .replace(APP_SHELL, '')
      .replace('<div id="root"></div>', () => `<div id="root">${head.body}</div>`);
  }
  const tags = [...(head.noindex ? ['<meta name="robots" content="noindex">'] : []), ...head.tags];
  return tags.length > 0 ? out.replace('</head>', () => `${tags.join('')}</head>`) : out;
}

/**
 * The language to answer a page in: the one a link names (`?lang=bn`, which the page then
 * remembers), else the reader's choice (the `lang` cookie the web sets), else English.
 */
function pageLanguage(search: URLSearchParams, cookieHeader: string | undefined): Language {
  const asked = search.get('lang') ?? /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return LANGUAGES.find((lang) => lang === asked) ?? 'en';
}

/** English's files keep their names; another language's carry it (`index.bn.html`). */
function languageFile(name: string, lang: Language): string {
  return lang === 'en' ? name : name.replace(/\.(\w+)$/, `.${lang}.$1`);
}

interface BuiltPage {
  html: string;
  preloads: { pattern: RegExp; files: string[] }[];
  /** When the build wrote it: what pages kept from it are kept under (ADR 0395). */
  mtime: number;
  /** The app's module scripts as the build wrote them into the page, and their addresses. */
  entryTags: string[];
  entries: string[];
  /** The app's style sheets as the build linked them into the page, and their addresses. */
  styleTags: string[];
  styles: string[];
  /** What of the style sheets a drawn page needs (ADR 0420): read on first use, once per build. */
  critical: () => CriticalCss | undefined;
}

/** A module script of ours the build put in the page (`<script type="module" crossorigin src=…>`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
/** A style sheet of ours the build linked from the page (`<link rel="stylesheet" crossorigin href=…>`). */
const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A language's page of the build, kept in memory and re-read when a new build replaces it. Answers
 * undefined when the build has no page in that language (English's is then sent).
 */
function builtPage(
  webDist: string,
  lang: Language,
  cssUnread: (error: unknown) => void,
): { current: () => BuiltPage | undefined } {
  const indexFile = path.join(webDist, languageFile('index.html', lang));
  let mtime = 0;
  let page: BuiltPage | undefined;
  return {
    current() {
      const now = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
      // Between a build's removing the file and writing the new one, the last page read still serves.
      if (!now) return page;
      if (now !== mtime || !page) {
        const html = readFileSync(indexFile, 'utf8');
        const entries = [...html.matchAll(ENTRY_SCRIPT)];
        const sheets = [...html.matchAll(STYLE_SHEET)];
        const styles = sheets.map((m) => m[1] ?? '');
        let critical: CriticalCss | undefined | null = null;
        page = {
          html,
          preloads: readRoutePreloads(path.join(webDist, languageFile('route-preloads.json', lang))),
          mtime: now,
          entryTags: entries.map((m) => m[0]),
          entries: entries.map((m) => m[1] ?? ''),
          styleTags: sheets.map((m) => m[0]),
          styles,
          critical() {
            if (critical === null) critical = readCriticalCss(webDist, styles, cssUnread);
            return critical;
          },
        };
        mtime = now;
      }
      return page;
    },
  };
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
function readRoutePreloads(file: string): { pattern: RegExp; files: string[] }[] {
  if (!existsSync(file)) return [];
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.entries(table).map(([route, files]) => ({
    pattern: new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
    files: (Array.isArray(files) ? files : []).filter(
      (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f),
    ),
  }));
}

/**
 * The choice of rules for drawn pages from the build's style sheets (ADR 0420); undefined when one
 * cannot be read, and the page then links the sheets as the build wrote it.
 */
function readCriticalCss(
  webDist: string,
  styles: string[],
  unread: (error: unknown) => void,
): CriticalCss | undefined {
  try {
    return criticalCss(styles.map((href) => readFileSync(path.join(webDist, href), 'utf8')).join('\n'));
  } catch (error) {
    unread(error);
    return undefined;
  }
}
