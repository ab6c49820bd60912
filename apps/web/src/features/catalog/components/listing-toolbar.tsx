import { LISTING_QUERY_MAX, LISTING_SORT_LABELS, LISTING_SORTS } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../../components/ui/search-box';
import { SortSelect } from '../../../components/ui/sort-select';
import type { ListingParams } from '../lib/listing-params';

/**
 * docs/product.md#screens: the price-sort select (Low To High / High To Low, plus Newest) and the model search with
 * its Search button. Both really work here (docs/product.md#deviation-6): they change the URL, which loads the page.
 */
export function ListingToolbar({
  listing,
  onChange,
}: {
  listing: ListingParams;
  onChange: (next: Partial<ListingParams>) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <SortSelect
        value={listing.sort}
        sorts={LISTING_SORTS}
        labels={LISTING_SORT_LABELS}
        onChange={(sort) => onChange({ sort, page: 1 })}
        layout="stacked"
        testId="sort-select"
      />
      <SearchBox
        className="w-full sm:w-auto"
        label={t`Search by model`}
        value={listing.q}
        maxLength={LISTING_QUERY_MAX}
        onSearch={(q) => onChange({ q, page: 1 })}
        testId="search-input"
        inputClassName="w-full sm:w-64"
      />
    </div>
  );
}
