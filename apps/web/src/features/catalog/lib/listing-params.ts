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
