import { LISTING_QUERY_MAX, LISTING_SORTS, type ListingSort } from '@best-bikes/contract/constants';

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

/** The page numbers to offer: first, last, and a window around the current page (0 marks a gap). */
export function pageWindow(current: number, last: number, spread = 1): number[] {
  if (last <= 1) return [];
  const pages = new Set([1, last]);
  for (let p = current - spread; p <= current + spread; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  }
  return out;
}
