import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { SkeletonRows } from '../../../components/ui/data-table';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useBuyerOrders, useSellerListings } from '../api/get-account-details';
import { displayName } from '../copy';

/** An admin's read-only view of a seller's bikes, opened from the All Sellers row (docs/product.md#seller-and-admin-tools). */
export function SellerListingsPage() {
  const { id = '' } = useParams();
  const found = useSellerListings(id);
  const seller = found.data?.seller;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const heading = seller ? t`Listings of ${displayName(seller)}` : t`Seller listings`;
  useTitle(heading);
  return (
    <section aria-labelledby="seller-listings-heading">
      <Link to={ROUTES.allSellers} className="link text-sm">
        ← <Trans>All Sellers</Trans>
      </Link>
      <h1 id="seller-listings-heading" className="mt-2 mb-4 text-2xl font-bold break-all">
        {heading}
      </h1>
      {found.error ? (
        <LoadFailed error={found.error} onRetry={() => found.refetch()} />
      ) : !found.data ? (
        <SkeletonRows label={t`Loading listings`} />
      ) : found.data.listings.length === 0 ? (
        <p className="text-lg opacity-80">
          <Trans>This seller has not listed a bike.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="admin-listings">
          {found.data.listings.map((l) => (
            <li key={l._id} className="card card-border bg-base-100">
              <div className="card-body flex-row gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold break-words">
                    {l.brandName} {l.productName}
                  </h2>
                  <p className="text-sm">
                    {format.money(l.resalePrice)} · {t`posted ${format.dateTime(l.postedAt)}`}
                  </p>
                  {l.openReports > 0 ? (
                    <p className="text-sm">
                      {l.openReports === 1
                        ? t`1 open report`
                        : t`${format.number(l.openReports)} open reports`}
                    </p>
                  ) : null}
                </div>
                <span className="badge badge-outline shrink-0">{i18n._(l.state)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An admin's read-only view of a buyer's bookings and purchases, opened from the All Buyers row. */
export function BuyerOrdersPage() {
  const { id = '' } = useParams();
  const found = useBuyerOrders(id);
  const buyer = found.data?.buyer;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const heading = buyer ? t`Orders of ${displayName(buyer)}` : t`Buyer orders`;
  useTitle(heading);
  return (
    <section aria-labelledby="buyer-orders-heading">
      <Link to={ROUTES.allBuyers} className="link text-sm">
        ← <Trans>All Buyers</Trans>
      </Link>
      <h1 id="buyer-orders-heading" className="mt-2 mb-4 text-2xl font-bold break-all">
        {heading}
      </h1>
      {found.error ? (
        <LoadFailed error={found.error} onRetry={() => found.refetch()} />
      ) : !found.data ? (
        <SkeletonRows label={t`Loading orders`} />
      ) : found.data.orders.length === 0 ? (
        <p className="text-lg opacity-80">
          <Trans>This buyer has not booked a bike.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="admin-orders">
          {found.data.orders.map((o) => (
            <li key={o._id} className="card card-border bg-base-100">
              <div className="card-body flex-row gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold break-words">
                    <Link className="link" to={routePath(ROUTES.bikeDetails, { id: o.productId })}>
                      {o.brandName} {o.productName}
                    </Link>
                  </h2>
                  <p className="text-sm">
                    {format.money(o.price)} · {t`booked ${format.dateTime(o.createdAt)}`}
                  </p>
                  <p className="text-sm">
                    {o.paidAt
                      ? t`Paid ${format.dateTime(o.paidAt)}`
                      : o.state === 'Active'
                        ? t`Expires ${format.dateTime(o.expiresAt)}`
                        : ''}
                  </p>
                </div>
                <span className="badge badge-outline shrink-0">{i18n._(o.state)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
