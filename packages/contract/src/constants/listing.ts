import { toLatinDigits } from './format';

/** docs/product.md#constants: category ids '1' and '2' have their own logo, any other id the third. */
export function brandLogo(categoryId: string): string {
  if (categoryId === '1') return '/brands/yamaha.svg';
  if (categoryId === '2') return '/brands/bajaj.svg';
  return '/brands/suzuki.svg';
}

export const LISTING_PAGE_SIZE = 24;
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The category page's sort select: product.md's two price options plus Newest (the default). */
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Low To High',
  price_desc: 'High To Low',
};
/** The longest model search the server accepts. */
export const LISTING_QUERY_MAX = 100;

/** What the category page's URL keeps: ?sort=&q=&page= (defaults left out, so links stay short). */
export interface ListingParams {
  sort: ListingSort;
  q: string;
  page: number;
}

export const DEFAULT_LISTING: ListingParams = { sort: 'newest', q: '', page: 1 };

/** Reads the URL leniently: a hand-edited or stale link falls back to the defaults instead of failing. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : DEFAULT_LISTING.sort,
    q: (search.get('q') ?? '').trim().slice(0, LISTING_QUERY_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULT_LISTING.page,
  };
}

/** The search string for a listing state; changing the sort or search starts again at page 1. */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.sort !== DEFAULT_LISTING.sort) search.set('sort', params.sort);
  if (params.q) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The API path (after `/api`) of one page of a category's listing: the app fetches it and the
 * server preloads the very same URL from the HTML, so the two must be built by one function.
 */
export function categoryListingPath(categoryId: string, params: ListingParams): string {
  return `/category/${encodeURIComponent(categoryId)}${listingSearch(params)}`;
}

/** How many advertised bikes the home page shows (most recently advertised first). */
export const ADVERTISED_LIMIT = 12;
/** How many of their own bikes a seller's list answers at once; the total is in X-Total-Count. */
export const MY_PRODUCTS_LIMIT = 500;

/** Add Product bounds (docs/product.md#deviation-7: prices are whole positive Taka). */
export const YEARS_OF_USE_MAX = 50;
export const PRICE_MAX = 100_000_000;
export const PRODUCT_NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;

/**
 * '1,50,000', '১,৫০,০০০' or ' 150000 ' → 150000; anything that is not digits (with optional grouping commas)
 * stays as it is so the validator can name it. Shared so the form and the server read prices alike.
 */
export function parseWholeNumber(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  // Typed on a Bangla keyboard: '১,২৫,০০০' is 125000 (ADR 0115).
  const text = toLatinDigits(input.trim());
  if (text === '') return undefined;
  // Plain digits, South Asian grouping (1,50,000) or Western grouping (150,000).
  if (/^\d+$|^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  return input;
}
