import {
  CITY_DISTRICT,
  type District,
  districtsByDistance,
  type SearchQuery,
  type SearchSort,
} from '@best-bikes/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { paperChecks, products, user } from '../../db/schema';
import { escapeLike } from '../../lib/sql';
import { type BrandName, brandsNamedBy, searchTerms } from './search-terms';

/**
 * What the search's text is compared with (ADR 0090): the stored column `search_text` (schema.ts,
 * ADR 0103), ' ' + the model + ' ' + the district and area in lower case with letters and digits apart, so a
 * word of the query is matched at the start of a word. The trigram index (database-support.ts) is on it.
 */
const searchText = products.searchText;

/** The filters that facets count by: each facet's counts ignore its own filter. */
export interface SearchFilters {
  /** Every word must match (model, district, area, or the brand it names). */
  terms: string[];
  /** For each word, the ids of the brands it names ('yamaha', 'hon'). */
  termBrands: string[][];
  /**
   * For each word, the ids of the models whose name it is like, typos and all ('gixer' → Gixxer's;
   * pg_trgm, ADR 0291); empty when not looked up.
   */
  termModels: string[][];
  categoryIds: string[];
  /** motorcycle, scooter, electric. */
  types: string[];
  /** Model ids. */
  modelIds: string[];
  districts: string[];
  /** Area ids (docs/product.md#places): not a facet, so the trigger-kept counts do not serve it. */
  areaIds: string[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  kmMax?: number;
  ccMin?: number;
  ccMax?: number;
  papers: boolean;
  verified: boolean;
  /** Only bikes whose papers an admin approved (not a facet: a condition of every count). */
  papersChecked: boolean;
}

/** 'ns160' → 'ns 160', 'r15m' → 'r 15 m': as the search text writes a word. */
export function splitRuns(term: string): string {
  return term.replace(/([a-z])(?=[0-9])/g, '$1 ').replace(/([0-9])(?=[a-z])/g, '$1 ');
}

/**
 * The search's conditions from its query and the brands there are (data, ADR 0290): a brand name
 * no brand has (any more) matches nothing.
 */
export function filtersOf(
  query: SearchQuery,
  brands: readonly BrandName[],
  modelWords: ReadonlyMap<string, string> = new Map(),
): SearchFilters {
  const terms = searchTerms(query.q, modelWords);
  const idOf = new Map(brands.map((b) => [b.name.toLowerCase(), b.id]));
  return {
    terms,
    termBrands: terms.map((term) => brandsNamedBy(term, brands)),
    termModels: terms.map(() => []),
    categoryIds: query.brand.map((name) => idOf.get(name.toLowerCase()) ?? ''),
    types: query.type ?? [],
    modelIds: query.model ?? [],
    // product.md's cities of an old link are their districts (ADR 0118).
    districts: [...new Set([...query.district, ...query.location.map((city) => CITY_DISTRICT[city])])],
    areaIds: query.area ?? [],
    priceMin: query.price_min,
    priceMax: query.price_max,
    yearMin: query.year_min,
    yearMax: query.year_max,
    kmMax: query.km_max,
    ccMin: query.cc_min,
    ccMax: query.cc_max,
    papers: query.papers,
    verified: query.verified,
    papersChecked: query.papers_checked,
  };
}

/**
 * One word of the text query: starting a word of the model, district or area (its letters and digits
 * apart, as in the text), or naming the brand ('yamaha', 'suz').
 */
function termCondition(term: string, brands: readonly string[], models: readonly string[]): SQL {
  const inText = sql`${searchText} like ${`% ${escapeLike(splitRuns(term))}%`}`;
  const either: SQL[] = [inText];
  if (brands.length) either.push(inArray(products.categoryId, [...brands]));
  if (models.length) either.push(inArray(products.modelId, [...models]));
  return either.length > 1 ? (or(...either) as SQL) : inText;
}

/**
 * The conditions every matching bike meets apart from the faceted ones (brand, district,
 * papers, verified seller): available, the text, the price, year, kilometre and engine bounds. A bound
 * on a fact leaves out the bikes whose seller did not give it.
 */
export function baseConditions(f: SearchFilters): SQL[] {
  const where: SQL[] = [eq(products.state, 'Available')];
  for (const [i, term] of f.terms.entries())
    where.push(termCondition(term, f.termBrands[i] ?? [], f.termModels[i] ?? []));
  if (f.types.length)
    where.push(inArray(products.bikeType, f.types as ('motorcycle' | 'scooter' | 'electric')[]));
  if (f.modelIds.length) where.push(inArray(products.modelId, f.modelIds));
  if (f.areaIds.length) where.push(inArray(products.areaId, f.areaIds));
  if (f.priceMin !== undefined) where.push(gte(products.resalePrice, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(products.resalePrice, f.priceMax));
  if (f.yearMin !== undefined) where.push(gte(products.registrationYear, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(products.registrationYear, f.yearMax));
  if (f.kmMax !== undefined) where.push(lte(products.milage, f.kmMax));
  if (f.ccMin !== undefined) where.push(gte(products.engineCc, f.ccMin));
  if (f.ccMax !== undefined) where.push(lte(products.engineCc, f.ccMax));
  if (f.papersChecked)
    where.push(
      sql`exists (select 1 from ${paperChecks} where ${paperChecks.productId} = ${products.id} and ${paperChecks.state} = 'Approved')`,
    );
  return where;
}

/**
 * Whether the query's only conditions are faceted ones (no text, no bound): its facets and total are
 * then the counts of every available bike kept by triggers (search_facet_counts, ADR 0103).
 */
export function onlyFacetFilters(f: SearchFilters): boolean {
  return (
    f.terms.length === 0 &&
    f.types.length === 0 &&
    f.modelIds.length === 0 &&
    !f.papersChecked &&
    f.areaIds.length === 0 &&
    [f.priceMin, f.priceMax, f.yearMin, f.yearMax, f.kmMax, f.ccMin, f.ccMax].every((b) => b === undefined)
  );
}

/** Every condition of the query, faceted ones included: what a page of results meets. */
export function allConditions(f: SearchFilters): SQL | undefined {
  const where = baseConditions(f);
  if (f.categoryIds.length) where.push(inArray(products.categoryId, f.categoryIds));
  if (f.districts.length) where.push(inArray(products.district, f.districts));
  if (f.papers) where.push(eq(products.registrationPapers, true));
  if (f.verified)
    where.push(
      inArray(products.sellerId, sql`(select ${user.id} from ${user} where ${user.sellerVerified})`),
    );
  return and(...where);
}

/** The columns a search's order reads: the table's, or the same names in a CTE of its matches. */
interface OrderColumns {
  postedAt: SQL | typeof products.postedAt;
  id: SQL | typeof products.id;
  resalePrice: SQL | typeof products.resalePrice;
  milage: SQL | typeof products.milage;
  district: SQL | typeof products.district;
}

const TABLE_COLUMNS: OrderColumns = {
  postedAt: products.postedAt,
  id: products.id,
  resalePrice: products.resalePrice,
  milage: products.milage,
  district: products.district,
};

/**
 * Each order ends in the id so that equal values page in one stable order, and matches one of the
 * search's partial indexes (schema.ts) column for column. `on` names the columns when the order is
 * of a CTE's rows (`tallyAndPageSql`) rather than the table's.
 */
export function searchOrder(sort: SearchSort, near?: District, on: OrderColumns = TABLE_COLUMNS): SQL[] {
  const newest = [desc(on.postedAt), desc(on.id)];
  if (sort === 'near' && near) return [nearOrder(near, on.district), ...newest];
  if (sort === 'price_asc') return [asc(on.resalePrice), ...newest];
  if (sort === 'price_desc') return [desc(on.resalePrice), ...newest];
  if (sort === 'km_asc') return [sql`${on.milage} asc nulls last`, ...newest];
  return newest;
}

/**
 * "Near me" (ADR 0292): a bike's district by its place among the districts nearest first from the
 * buyer's (`districtsByDistance`, from the contract's centroids), so the same district comes first,
 * then its neighbours. No index serves it: a page without text reads district by district instead
 * (`nearPageIds`); a text's few matches are sorted by it.
 */
function nearOrder(near: District, district: OrderColumns['district']): SQL {
  return sql`array_position(array[${listOf(districtsByDistance(near))}]::text[], ${district}) asc`;
}

/**
 * The ids of one page of "near me" (ADR 0292), read district by district nearest first: each district's
 * newest matches from its own index (`products_search_near_idx`), as many as the page could need, and
 * no further district read once the page is full (the planner sorts the districts' rows incrementally,
 * by their rank first). Sorting every match by its district's rank instead read all 100,000 bikes for a
 * page of 24 (62 ms on PostgreSQL; docs/performance.md, Search).
 */
export function nearPageIds(f: SearchFilters, near: District, limit: number, offset: number): SQL {
  const ranked = districtsByDistance(near).filter((d) => f.districts.length === 0 || f.districts.includes(d));
  if (ranked.length === 0) return sql`(select null::text where false)`;
  return sql`(select p.id from unnest(array[${listOf(ranked)}]::text[]) with ordinality as d(name, rank)
    cross join lateral (
      select ${products.id} as id, ${products.postedAt} as posted_at from ${products}
      where ${allConditions(f)} and ${products.district} = d.name
      order by ${products.postedAt} desc, ${products.id} desc limit ${offset + limit}
    ) p
    order by d.rank, p.posted_at desc, p.id desc limit ${limit} offset ${offset})`;
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
export function searchOrderOfFewMatches(sort: SearchSort, near?: District): SQL[] {
  // Its first key is an expression already.
  if (sort === 'near' && near) return searchOrder(sort, near);
  const [, ...rest] = searchOrder(sort);
  if (sort === 'price_asc') return [sql`(${products.resalePrice} + 0) asc`, ...rest];
  if (sort === 'price_desc') return [sql`(${products.resalePrice} + 0) desc`, ...rest];
  if (sort === 'km_asc') return [sql`(${products.milage} + 0) asc nulls last`, ...rest];
  return [sql`(${products.postedAt} + interval '0 seconds') desc`, ...rest];
}

/** The total and every facet's counts of a search (the counts of facets with values, by value). */
export interface FacetTally {
  total: number;
  brand: Map<string, number>;
  district: Map<string, number>;
  verified: number;
  papers: number;
}

/** The SQL list of a filter's values. */
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The total and every facet's counts from `groups` (disjunctive faceting, ADR 0090), in SQL: a
 * brand's count keeps the district, papers and verified filters but not the brand filter,
 * and so on. `groups` answers rows of
 * (category_id, district, papers, verified, n): the matches counted by those four facets, or
 * the counts the triggers keep (ADR 0103). Answers a few dozen rows (facet, value, count) where the
 * groups are thousands, so the database sums them instead of the server decoding every group.
 */
export function facetTallySql(groups: SQL, f: SearchFilters): SQL {
  return sql`with g (category_id, district, papers, verified, n) as (${groups}) ${tallySelects(f)}`;
}

/** Every filter of the faceted four (brand, district, papers, verified) but `except`'s own, on `g`'s columns. */
function facetFilters(f: SearchFilters, except?: 'brand' | 'district' | 'papers' | 'verified'): SQL {
  const ok = {
    brand: f.categoryIds.length ? sql`category_id in (${listOf(f.categoryIds)})` : sql`true`,
    district: f.districts.length ? sql`district in (${listOf(f.districts)})` : sql`true`,
    papers: f.papers ? sql`papers` : sql`true`,
    verified: f.verified ? sql`verified` : sql`true`,
  };
  type Facet = keyof typeof ok;
  return sql.join(
    (Object.keys(ok) as Facet[]).filter((facet) => facet !== except).map((facet) => ok[facet]),
    sql` and `,
  );
}

/** The tally's rows (facet, value, count) summed from a CTE `g` of (category_id, district, papers, verified, n). */
function tallySelects(f: SearchFilters): SQL {
  const meets = (except?: 'brand' | 'district' | 'papers' | 'verified') => facetFilters(f, except);
  return sql`
    select 'brand' as facet, category_id as value, sum(n)::int as count from g where ${meets('brand')} group by category_id
    union all
    select 'district', district, sum(n)::int from g where ${meets('district')} group by district
    union all
    select 'verified', null, coalesce(sum(n), 0)::int from g where verified and ${meets('verified')}
    union all
    select 'papers', null, coalesce(sum(n), 0)::int from g where papers and ${meets('papers')}
    union all
    select 'total', null, coalesce(sum(n), 0)::int from g where ${meets()}`;
}

/**
 * A text search's tally and the ids of one page of it from one read of its matches (ADR 0103): the
 * matches, found through the trigram index, are kept (`m`), counted by facet as `facetTallySql` does
 * and sorted for the page, so the bikes a text finds are fetched from the table once, not once to
 * count and again for the page (what 'yamaha dhaka' took: two reads of 12,000 rows, 51 ms on 100,000
 * listings; docs/performance.md, Search). The page's rows answer as ('page', id, 0), in no order.
 */
export function tallyAndPageSql(
  f: SearchFilters,
  page: { sort: SearchSort; near?: District; limit: number; offset: number },
): SQL {
  const papers = sql`coalesce(${products.registrationPapers}, false)`;
  const order = searchOrder(page.sort, page.near, {
    postedAt: sql`posted_at`,
    id: sql`id`,
    resalePrice: sql`resale_price`,
    milage: sql`milage`,
    district: sql`district`,
  });
  return sql`with m as materialized (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.district} as district,
        ${papers} as papers, ${user.sellerVerified} as verified, ${products.postedAt} as posted_at,
        ${products.resalePrice} as resale_price, ${products.milage} as milage
      from ${products} join ${user} on ${user.id} = ${products.sellerId}
      where ${and(...baseConditions(f))}
    ), g (category_id, district, papers, verified, n) as (
      select category_id, district, papers, verified, count(*) from m group by 1, 2, 3, 4
    ) ${tallySelects(f)}
    union all
    select 'page', id, 0 from (
      select id from m where ${facetFilters(f)} order by ${sql.join(order, sql`, `)} limit ${page.limit} offset ${page.offset}
    ) p`;
}

/** The rows of `facetTallySql` as a tally. */
export function readTally(
  rows: readonly { facet: string; value: string | null; count: number }[],
): FacetTally {
  const tally: FacetTally = {
    total: 0,
    brand: new Map(),
    district: new Map(),
    verified: 0,
    papers: 0,
  };
  for (const { facet, value, count } of rows) {
    const n = Number(count);
    if (facet === 'total' || facet === 'verified' || facet === 'papers') tally[facet] = n;
    else if ((facet === 'brand' || facet === 'district') && value !== null) tally[facet].set(value, n);
  }
  return tally;
}
