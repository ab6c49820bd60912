import { Readable } from 'node:stream';
import { escapeHtml } from '../../lib/html';

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** How many bikes one query reads while a sitemap is streamed. */
const CHUNK = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  /** A path of the site ('/bikeDetails/abc'). */
  path: string;
  lastmod?: Date | null;
  /** The languages the page is written in, when not both (a blog post not yet translated). */
  languages?: readonly ('en' | 'bn')[];
}

/** The blog's published posts: one row per post, a post and its translation sharing the slug. */
export interface BlogSitemapSource {
  addresses(): Promise<{ slug: string; language: 'en' | 'bn'; updatedAt: Date }[]>;
}

/** The blog's pages, one entry per address, dated by its latest change in either language. */
export async function blogEntries(source: BlogSitemapSource): Promise<SitemapEntry[]> {
  const bySlug = new Map<string, SitemapEntry & { languages: ('en' | 'bn')[] }>();
  for (const row of await source.addresses()) {
    const entry = bySlug.get(row.slug) ?? {
      path: `/blogs/${encodeURIComponent(row.slug)}`,
      lastmod: row.updatedAt,
      languages: [],
    };
    entry.languages.push(row.language);
    if (!entry.lastmod || row.updatedAt > entry.lastmod) entry.lastmod = row.updatedAt;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()];
}

/** What the sitemaps are made of (the catalogue's queries, modules/catalog/public-pages.ts). */
export interface SitemapSource {
  countLiveBikes(): Promise<number>;
  liveBikeIdAt(position: number): Promise<string | undefined>;
  liveBikes(afterId: string | undefined, limit: number): Promise<{ id: string; updatedAt: Date }[]>;
  brands(): Promise<{ id: string; updatedAt: Date | null }[]>;
}

/** The index: one sitemap per 50,000 live bikes, then the brands' and the fixed pages'. */
export function sitemapIndex(baseUrl: string, bikeSitemaps: number, names: readonly string[]): string {
  const files = [
    ...Array.from({ length: Math.max(1, bikeSitemaps) }, (_, i) => `bikes-${i + 1}.xml`),
    ...names.map((name) => `${name}.xml`),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${escapeHtml(`${baseUrl}/sitemaps/${file}`)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

/**
 * One `<url>`: the English address with its Bangla version beside it (hreflang), so a search engine
 * shows Bangla readers the Bangla page.
 */
function urlEntry(baseUrl: string, entry: SitemapEntry): string {
  const en = `${baseUrl}${entry.path}`;
  const bn = `${en}${entry.path.includes('?') ? '&' : '?'}lang=bn`;
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  // A page in one language only is listed at that language's address, without alternates.
  if (entry.languages && entry.languages.length < 2)
    return `<url><loc>${escapeHtml(entry.languages.includes('en') ? en : bn)}</loc>${lastmod}</url>\n`;
  return `<url><loc>${escapeHtml(en)}</loc>${lastmod}<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(
    en,
  )}"/><xhtml:link rel="alternate" hreflang="bn" href="${escapeHtml(bn)}"/></url>\n`;
}

const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** A small sitemap held whole (brands, fixed pages). */
export function urlSet(baseUrl: string, entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map((entry) => urlEntry(baseUrl, entry)).join('')}${URLSET_CLOSE}`;
}

/**
 * The `number`th sitemap of live bikes (from 1), streamed: the bikes at positions
 * [(number − 1) × 50,000, number × 50,000) in id order, read 2,000 at a time, so memory stays flat
 * however many bikes there are. Answers undefined for a number past the last (404).
 */
export async function bikeSitemap(
  source: SitemapSource,
  baseUrl: string,
  number: number,
): Promise<Readable | undefined> {
  const start = (number - 1) * SITEMAP_MAX_URLS;
  let afterId: string | undefined;
  if (start > 0) {
    afterId = await source.liveBikeIdAt(start - 1);
    if (afterId === undefined) return undefined;
  }
  async function* chunks() {
    yield URLSET_OPEN;
    let left = SITEMAP_MAX_URLS;
    let after = afterId;
    while (left > 0) {
      const rows = await source.liveBikes(after, Math.min(CHUNK, left));
      if (rows.length === 0) break;
      yield rows
        .map((row) =>
          urlEntry(baseUrl, { path: `/bikeDetails/${encodeURIComponent(row.id)}`, lastmod: row.updatedAt }),
        )
        .join('');
      left -= rows.length;
      after = rows[rows.length - 1]?.id;
      if (rows.length < CHUNK) break;
    }
    yield URLSET_CLOSE;
  }
  return Readable.from(chunks());
}

/** robots.txt: everything public may be crawled; the private pages and the API may not. */
export function robotsTxt(baseUrl: string, privatePrefixes: readonly string[]): string {
  return `User-agent: *\n${['/api/', ...privatePrefixes]
    .map((prefix) => `Disallow: ${prefix}`)
    .join('\n')}\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
