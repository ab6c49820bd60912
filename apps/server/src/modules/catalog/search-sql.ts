import { CATEGORY_IDS, type SearchQuery, type SearchSort } from '@best-bikes/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { products, user } from '../../db/schema';
import { escapeLike } from './repository';
import { brandsNamedBy, searchTerms } from './search-terms';

/**
 * What the search's text is compared with (ADR 0090): ' ' + the model + ' ' + the location, in lower
 * case, with dashes, dots and slashes as spaces and letters and digits apart ('MT-15' → ' mt 15',
 * 'NS160' → ' ns 160'), so a word of the query can be matched at the start of a word: 'r15' finds
 * 'R15 V3' but not 'Pulsar 150'. The trigram index (database-support.ts) is built on this same
 * expression, so its text must stay identical to the index's.
 */
export const SEARCH_TEXT_SQL = `(' ' || regexp_replace(regexp_replace(translate(lower(product_name), '-./', '   '), '([a-z])([0-9])', '\\1 \\2', 'g'), '([0-9])([a-z])', '\\1 \\2', 'g') || ' ' || lower(location))`;
const searchText = sql.raw(SEARCH_TEXT_SQL);

/** The filters that facets count by: each facet's counts ignore its own filter. */
export interface SearchFilters {
  /** Every word must match (model, location, or the brand it names). */
  terms: string[];
  categoryIds: string[];
  locations: string[];
  districts: string[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  kmMax?: number;
  ccMin?: number;
  ccMax?: number;
  papers: boolean;
  verified: boolean;
}

/** 'ns160' → 'ns 160', 'r15m' → 'r 15 m': as the search text writes a word. */
export function splitRuns(term: string): string {
  return term.replace(/([a-z])(?=[0-9])/g, '$1 ').replace(/([0-9])(?=[a-z])/g, '$1 ');
}

export function filtersOf(query: SearchQuery): SearchFilters {
  return {
    terms: searchTerms(query.q),
    categoryIds: query.brand.map((b) => CATEGORY_IDS[b]),
    locations: query.location,
    districts: query.district,
    priceMin: query.price_min,
    priceMax: query.price_max,
    yearMin: query.year_min,
    yearMax: query.year_max,
    kmMax: query.km_max,
    ccMin: query.cc_min,
    ccMax: query.cc_max,
    papers: query.papers,
    verified: query.verified,
  };
}

/**
 * One word of the text query: starting a word of the model or location (its letters and digits
 * apart, as in the text), or naming the brand ('yamaha', 'suz').
 */
function termCondition(term: string): SQL {
  const inText = sql`${searchText} like ${`% ${escapeLike(splitRuns(term))}%`}`;
  const brands = brandsNamedBy(term).map((b) => CATEGORY_IDS[b]);
  return brands.length ? (or(inText, inArray(products.categoryId, brands)) as SQL) : inText;
}

/**
 * The conditions every matching bike meets apart from the faceted ones (brand, location, district,
 * papers, verified seller): available, the text, the price, year, kilometre and engine bounds. A bound
 * on a fact leaves out the bikes whose seller did not give it.
 */
export function baseConditions(f: SearchFilters): SQL[] {
  const where: SQL[] = [eq(products.state, 'Available')];
  for (const term of f.terms) where.push(termCondition(term));
  if (f.priceMin !== undefined) where.push(gte(products.resalePrice, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(products.resalePrice, f.priceMax));
  if (f.yearMin !== undefined) where.push(gte(products.registrationYear, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(products.registrationYear, f.yearMax));
  if (f.kmMax !== undefined) where.push(lte(products.milage, f.kmMax));
  if (f.ccMin !== undefined) where.push(gte(products.engineCc, f.ccMin));
  if (f.ccMax !== undefined) where.push(lte(products.engineCc, f.ccMax));
  return where;
}

/** Every condition of the query, faceted ones included: what a page of results meets. */
export function allConditions(f: SearchFilters): SQL | undefined {
  const where = baseConditions(f);
  if (f.categoryIds.length) where.push(inArray(products.categoryId, f.categoryIds));
  if (f.locations.length) where.push(inArray(products.location, f.locations));
  if (f.districts.length) where.push(inArray(products.district, f.districts));
  if (f.papers) where.push(eq(products.registrationPapers, true));
  if (f.verified)
    where.push(
      inArray(products.sellerId, sql`(select ${user.id} from ${user} where ${user.sellerVerified})`),
    );
  return and(...where);
}

/**
 * Each order ends in the id so that equal values page in one stable order, and matches one of the
 * search's partial indexes (schema.ts) column for column.
 */
export function searchOrder(sort: SearchSort): SQL[] {
  if (sort === 'price_asc') return [asc(products.resalePrice), desc(products.postedAt), desc(products.id)];
  if (sort === 'price_desc') return [desc(products.resalePrice), desc(products.postedAt), desc(products.id)];
  if (sort === 'km_asc')
    return [sql`${products.milage} asc nulls last`, desc(products.postedAt), desc(products.id)];
  return [desc(products.postedAt), desc(products.id)];
}

/**
 * Text searches matching at most this many bikes find them through the trigram index and sort them;
 * more, and walking the sort's index until a page is full is quicker.
 */
export const FEW_MATCHES = 2_000;

/**
 * The order of searchOrder, written so that no index produces it (its first key is an expression):
 * for a text search with few matches the planner then finds them through the trigram index and sorts
 * them, instead of walking a sort index and testing the text of bike after bike until a page is full
 * (the whole index when nothing matches: 0.8 s on 100,000 listings, docs/performance.md).
 */
export function searchOrderOfFewMatches(sort: SearchSort): SQL[] {
  const [, ...rest] = searchOrder(sort);
  if (sort === 'price_asc') return [sql`(${products.resalePrice} + 0) asc`, ...rest];
  if (sort === 'price_desc') return [sql`(${products.resalePrice} + 0) desc`, ...rest];
  if (sort === 'km_asc') return [sql`(${products.milage} + 0) asc nulls last`, ...rest];
  return [sql`(${products.postedAt} + interval '0 seconds') desc`, ...rest];
}

/**
 * One group of the facet count: bikes meeting the base conditions, by brand, location, district,
 * papers and seller verification.
 */
export interface FacetGroup {
  categoryId: string;
  location: string;
  district: string | null;
  papers: boolean;
  verified: boolean;
  count: number;
}

/**
 * The total and every facet's counts from one grouped count (disjunctive faceting): a brand's count
 * keeps the location and verified filters but not the brand filter, and so on.
 */
export function tallyFacets(groups: FacetGroup[], f: SearchFilters) {
  const ok = {
    brand: (g: FacetGroup) => f.categoryIds.length === 0 || f.categoryIds.includes(g.categoryId),
    location: (g: FacetGroup) => f.locations.length === 0 || f.locations.includes(g.location),
    district: (g: FacetGroup) =>
      f.districts.length === 0 || (g.district !== null && f.districts.includes(g.district)),
    papers: (g: FacetGroup) => !f.papers || g.papers,
    verified: (g: FacetGroup) => !f.verified || g.verified,
  };
  const facets = Object.keys(ok) as (keyof typeof ok)[];
  /** The group meets every filter but `except`'s own. */
  const meets = (g: FacetGroup, except?: keyof typeof ok) =>
    facets.every((facet) => facet === except || ok[facet](g));
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const brand = new Map<string, number>();
  const location = new Map<string, number>();
  const district = new Map<string, number>();
  let total = 0;
  let verified = 0;
  let papers = 0;
  for (const g of groups) {
    if (meets(g, 'brand')) add(brand, g.categoryId, g.count);
    if (meets(g, 'location')) add(location, g.location, g.count);
    if (g.district !== null && meets(g, 'district')) add(district, g.district, g.count);
    if (g.verified && meets(g, 'verified')) verified += g.count;
    if (g.papers && meets(g, 'papers')) papers += g.count;
    if (meets(g)) total += g.count;
  }
  return { total, brand, location, district, verified, papers };
}
