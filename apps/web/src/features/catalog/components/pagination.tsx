import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n';
import { type ListingParams, listingSearch, pageWindow } from '../lib/listing-params';

/** Page links that keep sort and search in the URL, so any page can be shared. */
export function Pagination({ listing, pages }: { listing: ListingParams; pages: number }) {
  const numbers = pageWindow(listing.page, pages);
  const { t } = useLingui();
  const f = useFormat();
  if (numbers.length === 0) return null;
  const to = (page: number) => ({ search: listingSearch({ ...listing, page }) });
  return (
    <nav aria-label={t`Pages`} className="flex justify-center" data-testid="pagination">
      <div className="join">
        {listing.page > 1 ? (
          <Link to={to(listing.page - 1)} className="btn join-item" aria-label={t`Previous page`}>
            «
          </Link>
        ) : null}
        {numbers.map((page, i) =>
          page === 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${i}`} className="btn btn-disabled join-item" aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={page}
              to={to(page)}
              className={`btn join-item ${page === listing.page ? 'btn-active btn-primary' : ''}`}
              aria-current={page === listing.page ? 'page' : undefined}
              aria-label={t`Page ${page}`}
            >
              {f.number(page)}
            </Link>
          ),
        )}
        {listing.page < pages ? (
          <Link to={to(listing.page + 1)} className="btn join-item" aria-label={t`Next page`}>
            »
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
