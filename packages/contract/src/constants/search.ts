/**
 * The search across all brands (`/bikes`, `GET /api/bikes`): its URL state, read and written here
 * without zod, so the search page's chunk carries no validation library (ADR 0084).
 * The server checks the same parameters strictly (`searchQuerySchema` in the contract); the page
 * reads them leniently, so a hand-edited link falls back to defaults instead of failing.
 */
import { DISTRICTS, type District, districtOfCity } from './bike-facts';
import { formatTaka } from './format';
import { parseWholeNumber } from './listing';
import { SEARCH_QUERY_MAX } from './routes';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'km_asc', 'near'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low To High',
  price_desc: 'Price: High To Low',
  km_asc: 'Fewest Kilometres',
  near: 'Nearest first',
};
/** The longest text query the server accepts. */
export const SEARCH_PAGE_MAX = 10_000;

/** The whole query of a search: everything the URL keeps. Empty lists and undefined mean "any". */
export interface SearchParams {
  q: string;
  /** Brand names (brands are data, docs/product.md#brands-and-models; the server checks them). */
  brand: string[];
  /** Where the bikes are: the 64 districts (ADR 0118). */
  district: District[];
  /** Area ids within the districts (`dhaka-mirpur`, contract `AREAS`; docs/product.md#places). */
  area: string[];
  /** The buyer's district, which the "near me" sort (`sort=near`) measures from (ADR 0292). */
  near?: District;
  /** motorcycle, scooter, electric (ADR 0291). */
  type: BikeType[];
  /** Model ids (`GET /api/models`). */
  model: string[];
  price_min?: number;
  price_max?: number;
  year_min?: number;
  year_max?: number;
  km_max?: number;
  cc_min?: number;
  cc_max?: number;
  /** Only bikes whose registration papers are present. */
  papers: boolean;
  /** Only bikes whose seller is verified. */
  verified: boolean;
  /** Only bikes whose papers an admin checked (docs/product.md#papers-checked). */
  papers_checked: boolean;
  sort: SearchSort;
  page: number;
}

export const DEFAULT_SEARCH: SearchParams = {
  q: '',
  brand: [],
  district: [],
  area: [],
  type: [],
  model: [],
  papers: false,
  verified: false,
  papers_checked: false,
  sort: 'newest',
  page: 1,
};

/** The numeric filters, in the order the URL writes them. */
const SEARCH_NUMBER_KEYS = [
  'price_min',
  'price_max',
  'year_min',
  'year_max',
  'km_max',
  'cc_min',
  'cc_max',
] as const;
export type SearchNumberKey = (typeof SEARCH_NUMBER_KEYS)[number];

/** The list filters (repeatable in the URL: `?brand=Yamaha&brand=Bajaj`). */
const SEARCH_LIST_KEYS = ['brand', 'district', 'area', 'type', 'model'] as const;

/** What an area id looks like; the server checks it is one of `AREAS` (kept out of this file's imports). */
const AREA_ID_SHAPE = /^[a-z0-9-]{3,60}$/;

/** Values of a repeatable parameter, also accepting one comma-separated value ('Yamaha,Bajaj'). */
function listValues(search: URLSearchParams, key: string): string[] {
  return search
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function pickKnown<T extends string>(values: string[], known: readonly T[]): T[] {
  const out: T[] = [];
  for (const value of values) {
    const match = known.find((k) => k.toLowerCase() === value.toLowerCase());
    if (match && !out.includes(match)) out.push(match);
  }
  return out;
}

/** A whole number as typed into a filter or a URL ('1,25,000', '১২০০০'), or undefined. */
export function wholeOrUndefined(text: string | null): number | undefined {
  if (text === null) return undefined;
  const n = parseWholeNumber(text);
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000_000 ? n : undefined;
}

/** Reads a search from the URL leniently: unknown values are dropped, bad numbers ignored. */
export function readSearchParams(search: URLSearchParams): SearchParams {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const params: SearchParams = {
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    brand: [...new Set(listValues(search, 'brand').map((b) => b.slice(0, 40)))].slice(0, 60),
    // A link from before the district facet names product.md's cities (`location`): each is read as its
    // district (ADR 0118), so the link, and a search saved from it, finds the same bikes.
    district: pickKnown(
      [
        ...listValues(search, 'district'),
        ...listValues(search, 'location').flatMap((city) => districtOfCity(city) ?? []),
      ],
      DISTRICTS,
    ),
    area: [...new Set(listValues(search, 'area').filter((a) => AREA_ID_SHAPE.test(a)))].slice(0, 60),
    type: pickKnown(listValues(search, 'type'), BIKE_TYPES),
    model: [...new Set(listValues(search, 'model').map((m) => m.slice(0, 40)))].slice(0, 60),
    papers: search.get('papers') === '1' || search.get('papers') === 'true',
    verified: search.get('verified') === '1' || search.get('verified') === 'true',
    papers_checked: search.get('papers_checked') === '1' || search.get('papers_checked') === 'true',
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : DEFAULT_SEARCH.sort,
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1,
  };
  for (const key of SEARCH_NUMBER_KEYS) {
    const value = wholeOrUndefined(search.get(key));
    if (value !== undefined) params[key] = value;
  }
  const [near] = pickKnown(listValues(search, 'near').slice(0, 1), DISTRICTS);
  if (near) params.near = near;
  return params;
}

/**
 * The query string of a search ('' for the default): defaults left out, keys in one fixed order, so
 * one search has one URL (shareable, and one cache entry).
 */
export function searchQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const key of SEARCH_LIST_KEYS) for (const value of params[key]) search.append(key, value);
  for (const key of SEARCH_NUMBER_KEYS) {
    const value = params[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (params.papers) search.set('papers', '1');
  if (params.verified) search.set('verified', '1');
  if (params.papers_checked) search.set('papers_checked', '1');
  if (params.sort !== DEFAULT_SEARCH.sort) search.set('sort', params.sort);
  // The buyer's district matters only to the "near me" sort.
  if (params.sort === 'near' && params.near) search.set('near', params.near);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The API path (after `/api`) of a search. */
export function searchApiPath(params: SearchParams): string {
  return `/bikes${searchQueryString(params)}`;
}

/** The page path of a search (`/bikes?…`). */
export function searchPagePath(params: Partial<SearchParams> = {}): string {
  return `/bikes${searchQueryString({ ...DEFAULT_SEARCH, ...params })}`;
}

// ---------------------------------------------------------------------------------------------
// Price guide (ADR 0090): how an asking price compares with what the same model is listed and sold for.
// ---------------------------------------------------------------------------------------------

/** Fewer comparable bikes than this and the guide says there is not enough data. */
export const PRICE_GUIDE_MIN_COMPARABLES = 5;
/** Comparable bikes are the same model registered within this many years of the bike (when known). */
export const PRICE_GUIDE_YEAR_SPAN = 2;
/** The fair band: within this fraction of the median either way. */
export const PRICE_GUIDE_FAIR_BAND = 0.1;

export const PRICE_BANDS = ['low', 'fair', 'high'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/**
 * Where an asking price sits against the median of comparable bikes: 'fair' within ±10 % of the
 * median (inclusive), 'low' below that, 'high' above it.
 */
export function priceBand(price: number, median: number): PriceBand {
  if (price < median * (1 - PRICE_GUIDE_FAIR_BAND)) return 'low';
  if (price > median * (1 + PRICE_GUIDE_FAIR_BAND)) return 'high';
  return 'fair';
}

export const PRICE_BAND_LABELS: Record<PriceBand, string> = {
  low: 'Low price',
  fair: 'Fair price',
  high: 'High price',
};

/**
 * The model a price guide compares by: the name in lower case with spaces, dashes and dots removed,
 * so 'Pulsar NS 160', 'pulsar ns160' and 'Pulsar NS-160' are one model. The server's SQL computes the
 * same expression (`translate(lower(name), ' -.', '')`).
 */
export function modelKey(productName: string): string {
  return productName.toLowerCase().replace(/[ .-]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Saved searches (docs/product.md#bangla-search-favourites, ADR 0096).
// ---------------------------------------------------------------------------------------------

/** How many saved searches one buyer may keep. */
export const SAVED_SEARCHES_MAX = 20;
/** A price lowered by at least this fraction alerts the saved searches the bike matches. */
export const PRICE_DROP_ALERT_FRACTION = 0.05;

/**
 * The words a search's name is written with, in one language: the web fills them from its Lingui
 * catalog, the server from its own (ADR 0182). Each takes the raw values and formats them itself
 * (the language's digits, its grouping, its names of brands and districts).
 */
export interface SearchNameWords {
  /** The typed text, quoted as typed: '“pulsar”'. */
  quoted(q: string): string;
  brand(brand: string): string;
  /** A model id's name ('2-pulsar-150' → 'Pulsar 150'): models are data, so the caller looks them up. */
  model(id: string): string;
  type(type: BikeType): string;
  district(district: District): string;
  /** An area id's name ('dhaka-mirpur' → 'Mirpur'; contract `AREAS`, kept out of this file's imports). */
  area(id: string): string;
  priceBetween(min: number, max: number): string;
  priceFrom(min: number): string;
  priceUpTo(max: number): string;
  yearBetween(min: number, max: number): string;
  yearFrom(min: number): string;
  yearUpTo(max: number): string;
  kmUpTo(max: number): string;
  ccBetween(min: number, max: number): string;
  ccFrom(min: number): string;
  ccUpTo(max: number): string;
  papers: string;
  verified: string;
  papersChecked: string;
  /** The name of a search that chose nothing. */
  all: string;
}

/** A saved search's name is cut to this many characters (the last one an ellipsis). */
const SEARCH_NAME_MAX = 120;

/**
 * A search's name, read from its query in `words`' language: '“pulsar” · Bajaj · 50,000–1,50,000 Taka ·
 * Dhaka'; every bike when nothing is chosen. The sort and page are not part of what it finds, so not named.
 */
export function searchName(p: SearchParams, words: SearchNameWords): string {
  const parts: string[] = [];
  if (p.q) parts.push(words.quoted(p.q));
  if (p.brand.length) parts.push(p.brand.map(words.brand).join(', '));
  if (p.model.length) parts.push(p.model.map(words.model).join(', '));
  if (p.type.length) parts.push(p.type.map(words.type).join(', '));
  if (p.price_min !== undefined && p.price_max !== undefined)
    parts.push(words.priceBetween(p.price_min, p.price_max));
  else if (p.price_min !== undefined) parts.push(words.priceFrom(p.price_min));
  else if (p.price_max !== undefined) parts.push(words.priceUpTo(p.price_max));
  if (p.year_min !== undefined && p.year_max !== undefined)
    parts.push(words.yearBetween(p.year_min, p.year_max));
  else if (p.year_min !== undefined) parts.push(words.yearFrom(p.year_min));
  else if (p.year_max !== undefined) parts.push(words.yearUpTo(p.year_max));
  if (p.km_max !== undefined) parts.push(words.kmUpTo(p.km_max));
  if (p.cc_min !== undefined && p.cc_max !== undefined) parts.push(words.ccBetween(p.cc_min, p.cc_max));
  else if (p.cc_min !== undefined) parts.push(words.ccFrom(p.cc_min));
  else if (p.cc_max !== undefined) parts.push(words.ccUpTo(p.cc_max));
  if (p.district.length) parts.push(p.district.map(words.district).join(', '));
  if (p.area.length) parts.push(p.area.map(words.area).join(', '));
  if (p.papers) parts.push(words.papers);
  if (p.verified) parts.push(words.verified);
  if (p.papers_checked) parts.push(words.papersChecked);
  const name = parts.length ? parts.join(' · ') : words.all;
  return name.length > SEARCH_NAME_MAX ? `${name.slice(0, SEARCH_NAME_MAX - 1)}…` : name;
}

/** Lakh grouping without Intl, whose first en-IN formatter loads the locale's data (apps/web/src/lib/i18n/format.ts). */
const grouped = (n: number) => (Number.isInteger(n) ? formatTaka(n) : n.toLocaleString('en-IN'));

/**
 * A readable name from a model or area id alone ('2-pulsar-150' → 'Pulsar 150', 'dhaka-mirpur' →
 * 'Mirpur'), for a name drawn before the models have loaded or after one was removed.
 */
export function nameFromId(id: string, prefix: RegExp): string {
  return id
    .replace(prefix, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** How a model id starts: its brand's id (`GET /api/models`). */
export const MODEL_ID_PREFIX = /^\d+-/;

/** The names a search's model and area ids stand for, looked up by whoever names it. */
export interface SearchNameLookups {
  model(id: string): string;
  area(id: string): string;
}

/** English as the API has always stored it (`name`, kept for clients that show it). */
const ENGLISH_SEARCH_WORDS: Omit<SearchNameWords, keyof SearchNameLookups> = {
  quoted: (q) => `“${q}”`,
  brand: (b) => b,
  type: (t) => BIKE_TYPE_LABELS[t],
  district: (d) => d,
  priceBetween: (min, max) => `${grouped(min)}–${grouped(max)} Taka`,
  priceFrom: (min) => `from ${grouped(min)} Taka`,
  priceUpTo: (max) => `up to ${grouped(max)} Taka`,
  yearBetween: (min, max) => `${min}–${max}`,
  yearFrom: (min) => `${min} or newer`,
  yearUpTo: (max) => `${max} or older`,
  kmUpTo: (max) => `up to ${grouped(max)} km`,
  ccBetween: (min, max) => `${min}–${max} cc`,
  ccFrom: (min) => `${min} cc or more`,
  ccUpTo: (max) => `up to ${max} cc`,
  papers: 'with papers',
  verified: 'verified sellers',
  papersChecked: 'papers checked',
  all: 'All bikes',
};

/**
 * The English name the API stores and answers beside the query (ADR 0096). What a person reads is
 * rendered from the query in their language when it is shown (`searchName`, ADR 0182).
 */
export function savedSearchName(p: SearchParams, lookups: SearchNameLookups): string {
  return searchName(p, { ...ENGLISH_SEARCH_WORDS, ...lookups });
}

/** A saved search's stored query string read back as its search. */
export function savedSearchParams(query: string): SearchParams {
  return readSearchParams(new URLSearchParams(query));
}

/** The query string a saved search keeps: the search's own, without its page. */
export function savedSearchQuery(p: SearchParams): string {
  return searchQueryString({ ...p, page: 1 });
}

// ---------------------------------------------------------------------------------------------
// Models and types (docs/product.md#brands-and-models, ADR 0291).
// ---------------------------------------------------------------------------------------------

export const BIKE_TYPES = ['motorcycle', 'scooter', 'electric'] as const;
export type BikeType = (typeof BIKE_TYPES)[number];
export const BIKE_TYPE_LABELS: Record<BikeType, string> = {
  motorcycle: 'Motorcycle',
  scooter: 'Scooter',
  electric: 'Electric',
};

/**
 * The engine class a price guide falls back to when a model has too few comparables: the brand's
 * bikes of the same class (ADR 0291). Bounds are inclusive upper limits in cc; electric bikes (no cc)
 * are their own class.
 */
export const CC_CLASSES = [
  { from: 0, to: 110 },
  { from: 111, to: 135 },
  { from: 136, to: 170 },
  { from: 171, to: 260 },
  { from: 261, to: 2000 },
] as const;

export function ccClassOf(cc: number | null): { from: number; to: number } | null {
  if (cc === null) return null;
  return CC_CLASSES.find((c) => cc >= c.from && cc <= c.to) ?? null;
}
