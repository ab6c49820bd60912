/** SPEC §9: category ids '1' and '2' have their own logo, any other id the third. */
export function brandLogo(categoryId: string): string {
  if (categoryId === '1') return '/brands/yamaha.svg';
  if (categoryId === '2') return '/brands/bajaj.svg';
  return '/brands/suzuki.svg';
}

export const LISTING_PAGE_SIZE = 24;
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
