import {
  LISTING_QUERY_MAX,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  type ListingSort,
} from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ListingParams } from '../lib/listing-params';

/**
 * SPEC §2: the price-sort select (Low To High / High To Low, plus Newest) and the model search with
 * its Search button. Both really work here (DESIGN §5.6): they change the URL, which loads the page.
 */
export function ListingToolbar({
  listing,
  onChange,
}: {
  listing: ListingParams;
  onChange: (next: Partial<ListingParams>) => void;
}) {
  const sortId = useId();
  const searchId = useId();
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="form-control">
        <label htmlFor={sortId} className="label pb-1 text-sm">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={sortId}
          className="select select-bordered w-full sm:w-auto"
          value={listing.sort}
          onChange={(e) => onChange({ sort: e.target.value as ListingSort, page: 1 })}
          data-testid="sort-select"
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(LISTING_SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
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
