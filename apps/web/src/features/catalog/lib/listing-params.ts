/**
 * The category page's URL state. Reading and writing it lives in the contract, because the server
 * builds the same listing URL to preload it from the HTML (modules/catalog/head-hints.ts).
 */
export {
  DEFAULT_LISTING,
  type ListingParams,
  listingSearch,
  readListingParams,
} from '@best-bikes/contract/constants';

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
