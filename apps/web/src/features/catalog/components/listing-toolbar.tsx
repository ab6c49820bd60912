import { LISTING_QUERY_MAX, LISTING_SORT_LABELS, LISTING_SORTS } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
  const searchId = useId();
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
      <search>
        <form
          className="join w-full sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
            onChange({ q, page: 1 });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search by model</Trans>
          </label>
          <input
            // A new URL (back button, shared link) shows its own search text.
            key={listing.q}
            id={searchId}
            name="q"
            type="search"
            defaultValue={listing.q}
            maxLength={LISTING_QUERY_MAX}
            placeholder={t`Search by model`}
            className="input input-bordered join-item w-full sm:w-64"
            data-testid="search-input"
          />
          <button type="submit" className="btn btn-primary join-item">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
    </div>
  );
}
