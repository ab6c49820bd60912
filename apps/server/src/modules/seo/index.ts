import type { BlogPost, Category, Locale, Product } from '@best-bikes/contract';
import {
  type ListingParams,
  listingSearch,
  readListingParams,
  readSearchParams,
  searchQueryString,
} from '@best-bikes/contract/constants';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../lib/errors';
import { reportCacheBytes } from '../../lib/sizes';
import { createPageBodies } from './bodies';
import {
  bikeHead,
  blogPostHead,
  brandHead,
  goneBody,
  homeHead,
  noindexHead,
  type PageAddress,
  type PageHead,
  plainHead,
  sellerHead,
} from './head';
import { seoRoutes } from './routes';
import type { BlogSitemapSource, SitemapSource } from './sitemap';

export type { PageHead } from './head';

/** What the pages' heads are made of: the catalogue's answers (the same the app asks for). */
export interface SeoCatalog extends SitemapSource {
  categories(): Promise<Category[]>;
  bike(id: string): Promise<Product>;
  /** Bikes on sale like this one (same brand, near price), for a sold or removed bike's page. */
  similarTo(id: string): Promise<Product[]>;
  /** One page of a brand's bikes as the listing cache holds it (the JSON body and the total). */
  categoryPage(id: string, listing: ListingParams): Promise<{ body: string; total: number }>;
  everListed(id: string): Promise<boolean>;
  /** A brand's listing version: what a rendered page of its bikes is kept under (ADR 0031). */
  listingVersion(categoryId: string): Promise<number>;
  /** Every brand's listing versions at once: what a rendered search is kept under (ADR 0372). */
  allListingsVersion(): Promise<number>;
  /** A signed-out visitor's view of a bike page served from a kept render (no API call counted it). */
  bikeViewed(id: string): void;
  /**
   * What a live bike's page is kept under (ADR 0395): its brand and the brand's listing version, one
   * shared read once its brand is known; undefined for a bike that is not there.
   */
  bikePageVersion(id: string): Promise<string | undefined>;
}

/** The blog's published posts (modules/blog): the same answers readers get. */
export interface SeoBlog extends BlogSitemapSource {
  post(slug: string, lang: Locale): Promise<BlogPost>;
}

/** Pages only their visitor should see: never crawled, never indexed (docs/product.md#found-and-shared). */
const PRIVATE_PREFIXES = [
  '/dashboard',
  '/checkout',
  '/payment',
  '/login',
  '/signup',
  '/resetPassword',
  '/updateProfile',
  '/alerts',
];
const BIKE_PAGE = /^\/bikeDetails\/([^/]+)\/?$/i;
const BRAND_PAGE = /^\/category\/([^/]+)\/?$/i;
const BLOG_POST_PAGE = /^\/blogs\/([^/]+)\/?$/i;
const SELLER_PAGE = /^\/sellers\/([^/]+)\/?$/i;
/** The navbar's links that stay lit on the paths under them (a not-found page's one difference). */
const NAVBAR_SECTIONS = ['bikes', 'blogs', 'login', 'signup'];
/** How long the home page's counts are reused, and a seller's page body (ADR 0372). */
const HOME_TTL_MS = 60_000;
/** Bangladesh keeps UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 3600_000;

function isPrivate(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return PRIVATE_PREFIXES.some(
    (prefix) => lower === prefix.toLowerCase() || lower.startsWith(`${prefix.toLowerCase()}/`),
  );
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Search engines and shared links (docs/product.md#found-and-shared, ADR 0310): robots.txt, the
 * sitemaps, and the head of each public page's first HTML (title, description, previews, JSON-LD,
 * 410 for a bike that is gone, noindex on private pages).
 */
export async function seoModule(
  app: FastifyInstance,
  {
    catalog,
    blog,
    baseUrl,
    sellers,
    webDist,
  }: {
    catalog: SeoCatalog;
    blog: SeoBlog;
    baseUrl: string;
    webDist: string;
    /** Seller pages (modules/sellers): a name and a count for the head, 404 for no such seller. */
    sellers?: { page(id: string, page: number): Promise<{ name: string; total: number }> };
  },
) {
  await seoRoutes(app, { source: catalog, blog, baseUrl, privatePrefixes: PRIVATE_PREFIXES });
  let home: { minute: number; bikes: number; brands: number; cover?: string } | undefined;

  async function pageHead(page: {
    pathname: string;
    search: URLSearchParams;
    lang: Locale;
  }): Promise<PageHead | undefined> {
    const { pathname, lang } = page;
    if (isPrivate(pathname)) return noindexHead(lang);
    const search = new URLSearchParams(page.search);
    search.delete('lang');
    const address: PageAddress = { baseUrl, pathname, search, lang };
    if (pathname === '/') {
      // Read once a minute, the minute the home page's body and the kept page are kept for (ADR 0395).
      const minute = currentMinute();
      if (home?.minute !== minute) {
        const [bikes, brands] = await Promise.all([catalog.countLiveBikes(), catalog.categories()]);
        home = { minute, bikes, brands: brands.length, cover: brands[0]?.img };
      }
      return homeHead({ ...address, search: new URLSearchParams() }, home, home.cover);
    }
    if (/^\/bikes\/?$/i.test(pathname)) return plainHead(address, 'bikes');
    if (/^\/blogs\/?$/i.test(pathname)) return plainHead(address, 'blogs');
    const slug = BLOG_POST_PAGE.exec(pathname)?.[1];
    if (slug !== undefined) {
      const key = decoded(slug);
      try {
        if (key === undefined) throw new NotFound('There is no such post.');
        return blogPostHead(address, await blog.post(key, lang));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return { ...noindexHead(lang), status: 404 };
      }
    }
    if (/^\/buying-safely\/?$/i.test(pathname)) return plainHead(address, 'safety');
    const sellerId = SELLER_PAGE.exec(pathname)?.[1];
    if (sellerId !== undefined && sellers) {
      const id = decoded(sellerId);
      if (id === undefined) return { ...noindexHead(lang), status: 404 };
      try {
        const seller = await sellers.page(id, 1);
        return sellerHead({ ...address, search: new URLSearchParams() }, seller);
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return { ...noindexHead(lang), status: 404 };
      }
    }
    const bikeId = BIKE_PAGE.exec(pathname)?.[1];
    if (bikeId !== undefined) {
      const id = decoded(bikeId);
      if (id === undefined) return undefined;
      let head: PageHead;
      try {
        head = bikeHead({ ...address, search: new URLSearchParams() }, await catalog.bike(id));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        // Withdrawn (removed by its seller or an admin): gone for good; never listed: not found.
        const gone = await catalog.everListed(id);
        head = { ...noindexHead(lang), status: gone ? 410 : 404 };
      }
      if (head.status !== 410) return head;
      // A gone bike's page sends its visitor (and crawlers) on to bikes like it that are on sale.
      return { ...head, body: goneBody(address, await catalog.similarTo(id)) };
    }
    const brandId = BRAND_PAGE.exec(pathname)?.[1];
    if (brandId !== undefined) {
      const id = decoded(brandId);
      const brand = id === undefined ? undefined : (await catalog.categories()).find((c) => c._id === id);
      if (!brand || id === undefined) return { ...noindexHead(lang), status: 404 };
      const listing = readListingParams(search);
      const canonicalSearch = new URLSearchParams();
      if (listing.page > 1) canonicalSearch.set('page', String(listing.page));
      const result = await catalog.categoryPage(id, listing);
      const bikes = JSON.parse(result.body) as { _id: string }[];
      return brandHead({ ...address, search: canonicalSearch }, brand, {
        bikeIds: bikes.map((bike) => bike._id),
        total: result.total,
      });
    }
    return undefined;
  }

  const bodies = createPageBodies({ app, webDist, log: app.log });
  reportCacheBytes(app, 'page bodies', () => bodies.bytes);

  /** The minute a page reused for a minute belongs to (the home page, a seller's page, ADR 0372). */
  function currentMinute(): number {
    return Math.floor(Date.now() / HOME_TTL_MS);
  }

  /** Today's date in Dhaka: a bike card or page says whether its tax token has run out by it. */
  const dhakaDay = () => new Date(Date.now() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

  /**
   * The blog's version: its published posts' number and latest change (an edit, a publication, a
   * withdrawal or a deletion changes one of them). Read from the sitemap's small list of addresses.
   */
  async function blogVersion(): Promise<string> {
    const addresses = await blog.addresses();
    const latest = Math.max(0, ...addresses.map((a) => a.updatedAt.getTime()));
    return `${addresses.length}:${latest}`;
  }

  /**
   * The query of a list page's first page as the app itself writes it (`canonical`), without the
   * language a link may name; undefined for any other query (a later page, an unknown or repeated
   * parameter, another order): those pages are the app's to render, so the kept bodies' keys stay
   * the few addresses the app links to (ADR 0372).
   */
  function firstPageQuery(search: URLSearchParams, canonical: (search: URLSearchParams) => string) {
    const own = new URLSearchParams(search);
    own.delete('lang');
    const written = own.toString();
    const query = canonical(own);
    return query === (written ? `?${written}` : '') ? query : undefined;
  }

  /**
   * A brand listing's address, as both its drawn body and its kept page read it: the brand and the first
   * page's own query; null for a brand's address that is not drawn (another page, a bad id); undefined
   * when the address is not a brand's.
   */
  function brandFirstPage(
    pathname: string,
    search: URLSearchParams,
  ): { id: string; query: string } | null | undefined {
    const brandId = BRAND_PAGE.exec(pathname)?.[1];
    if (brandId === undefined) return undefined;
    const id = decoded(brandId);
    const query = firstPageQuery(search, (own) => {
      const listing = readListingParams(own);
      return listing.page === 1 ? listingSearch(listing) : '\u0000';
    });
    return id === undefined || query === undefined ? null : { id, query };
  }

  /**
   * A public page's body as a signed-out visitor first sees it (ADR 0370, 0372), rendered by the
   * web's own code and kept while what it shows is unchanged: a bike page and a brand's first page of
   * bikes under the brand's listing version, the search's first page under every brand's, the blog
   * under its posts' latest change, a seller's page for a minute beside the listings (their reply
   * time and rating move without them), the home page (the brands, which admins edit) for a minute.
   * Other pages, and a page that is not there, answer undefined: the app renders them.
   */
  async function pageBody(page: { pathname: string; search: URLSearchParams; lang: Locale }) {
    const { pathname, lang, search } = page;
    if (pathname === '/') {
      return (await bodies.body(lang, '/', 'home', String(currentMinute())))?.body;
    }
    const bikeId = BIKE_PAGE.exec(pathname)?.[1];
    if (bikeId !== undefined) {
      const id = decoded(bikeId);
      if (id === undefined) return undefined;
      const bike = await catalog.bike(id).catch((error: unknown) => {
        if (error instanceof NotFound) return undefined;
        throw error;
      });
      if (!bike || bike.availableStatus === 'Sold') return undefined;
      const version = await catalog.listingVersion(bike.category_id);
      // The page says whether the tax token has run out by today's date in Dhaka: a body kept from
      // yesterday would tell the browser's first render something else (a hydration mismatch).
      const answer = await bodies.body(
        lang,
        `/bikeDetails/${encodeURIComponent(id)}`,
        `bike:${id}`,
        `${version}:${dhakaDay()}`,
      );
      // A render asked the API for the bike, which counted the view; a kept one asked nothing.
      if (answer?.kept) catalog.bikeViewed(id);
      return answer?.body;
    }
    const brand = brandFirstPage(pathname, search);
    if (brand !== undefined) {
      if (brand === null) return undefined;
      const { id, query } = brand;
      // An unknown brand answered 404 from its head, and the body is asked only of a 200 page.
      // Its cards say whether each tax token has run out, by today's date in Dhaka, as a bike page.
      const version = `${await catalog.listingVersion(id)}:${dhakaDay()}`;
      const url = `/category/${encodeURIComponent(id)}${query}`;
      return (await bodies.body(lang, url, `brand:${id}${query}`, version))?.body;
    }
    if (/^\/bikes\/?$/i.test(pathname)) {
      const query = firstPageQuery(search, (own) => {
        const params = readSearchParams(own);
        return params.page === 1 ? searchQueryString(params) : '\u0000';
      });
      if (query === undefined) return undefined;
      const version = `${await catalog.allListingsVersion()}:${dhakaDay()}`;
      return (await bodies.body(lang, `/bikes${query}`, `search:${query}`, version))?.body;
    }
    if (/^\/blogs\/?$/i.test(pathname)) {
      return (await bodies.body(lang, '/blogs', 'blogs', await blogVersion()))?.body;
    }
    const slug = BLOG_POST_PAGE.exec(pathname)?.[1];
    if (slug !== undefined) {
      const key = decoded(slug);
      if (key === undefined || firstPageQuery(search, () => '') === undefined) return undefined;
      const url = `/blogs/${encodeURIComponent(key)}`;
      return (await bodies.body(lang, url, `blog:${key}`, await blogVersion()))?.body;
    }
    const sellerId = SELLER_PAGE.exec(pathname)?.[1];
    if (sellerId !== undefined && sellers) {
      const id = decoded(sellerId);
      if (id === undefined || firstPageQuery(search, () => '') === undefined) return undefined;
      const version = `${await catalog.allListingsVersion()}:${dhakaDay()}:${currentMinute()}`;
      return (await bodies.body(lang, `/sellers/${encodeURIComponent(id)}`, `seller:${id}`, version))?.body;
    }
    return undefined;
  }

  /**
   * The version a public page's whole first HTML is kept under (ADR 0395): the versions its body is
   * kept under (above) and whatever its head shows besides, read before any of them. A brand's or
   * bike's head shows the brand (its names and picture) and its bikes, which move its listing version
   * (a brand's edit moves every brand's, their list being in every page's data); the search's head
   * is fixed words; a post's head is the post; a seller's head is their name (a change moves every
   * listing version) and their bikes' number; the home page's counts are read once a minute. Only
   * the first pages that are drawn are kept, so the keys stay the few addresses the app links to.
   */
  async function pageVersion(page: {
    pathname: string;
    search: URLSearchParams;
    lang: Locale;
  }): Promise<{ version: string; query?: string; served?: () => void } | undefined> {
    const { pathname, search } = page;
    if (pathname === '/') return { version: `home:${currentMinute()}` };
    const bikeId = BIKE_PAGE.exec(pathname)?.[1];
    if (bikeId !== undefined) {
      const id = decoded(bikeId);
      if (id === undefined) return undefined;
      const version = await catalog.bikePageVersion(id);
      // The page is the same whatever its query (a shared link's `fbclid`): kept once, without it. A
      // kept page asked the API nothing, so the view its render would have counted is counted here.
      return version === undefined
        ? undefined
        : { version: `bike:${version}:${dhakaDay()}`, query: '', served: () => catalog.bikeViewed(id) };
    }
    const brand = brandFirstPage(pathname, search);
    if (brand !== undefined) {
      if (brand === null) return undefined;
      return { version: `brand:${await catalog.listingVersion(brand.id)}:${dhakaDay()}` };
    }
    if (/^\/bikes\/?$/i.test(pathname)) {
      const query = firstPageQuery(search, (own) => {
        const params = readSearchParams(own);
        return params.page === 1 ? searchQueryString(params) : '\u0000';
      });
      if (query === undefined) return undefined;
      return { version: `search:${await catalog.allListingsVersion()}:${dhakaDay()}` };
    }
    if (/^\/blogs\/?$/i.test(pathname)) return { version: `blogs:${await blogVersion()}` };
    const slug = BLOG_POST_PAGE.exec(pathname)?.[1];
    if (slug !== undefined) {
      if (decoded(slug) === undefined || firstPageQuery(search, () => '') === undefined) return undefined;
      return { version: `blog:${await blogVersion()}` };
    }
    const sellerId = SELLER_PAGE.exec(pathname)?.[1];
    if (sellerId !== undefined && sellers) {
      if (decoded(sellerId) === undefined || firstPageQuery(search, () => '') === undefined) return undefined;
      return {
        version: `seller:${await catalog.allListingsVersion()}:${dhakaDay()}:${currentMinute()}`,
      };
    }
    return undefined;
  }

  /**
   * The not-found page's body for a path no route knows (answered with status 404, ADR 0372). Its
   * markup differs between such paths only by the navbar's link that the path falls under (Bikes
   * for `/bikes/…`): it is kept once per such link, so unknown addresses, however many, share a
   * few renders. A path the browser would read differently from the server (escapes, dot segments,
   * repeated slashes) is left to the app.
   */
  async function notFoundBody(page: { rawPath: string; lang: Locale }) {
    const { rawPath, lang } = page;
    if (!/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/.test(rawPath)) return undefined;
    const first = rawPath.split('/')[1]?.toLowerCase() ?? '';
    const section = NAVBAR_SECTIONS.includes(first) ? first : '';
    // Kept a minute, as the home page: nothing it shows changes but the app itself, with a new build.
    const minute = String(Math.floor(Date.now() / HOME_TTL_MS));
    return (await bodies.body(lang, rawPath, `404:${section}`, minute))?.body;
  }

  return { pageHead, pageBody, notFoundBody, pageVersion };
}
