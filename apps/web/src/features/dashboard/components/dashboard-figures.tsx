import type { AdminSummary, BuyerSummary, DashboardSummary, SellerSummary } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n';

/**
 * The dashboard home's figures per role (docs/product.md#seller-and-admin-tools). Each figure links to the page behind it where
 * there is one; while the figures load, grey blocks of the same size stand in (never a 0 first).
 */
export function DashboardFigures({ summary }: { summary: DashboardSummary }) {
  if (summary.role === 'Admin') return <AdminFigures figures={summary} />;
  if (summary.role === 'Seller') return <SellerFigures figures={summary} />;
  return <BuyerFigures figures={summary} />;
}

function AdminFigures({ figures }: { figures: AdminSummary }) {
  const { t } = useLingui();
  const f = useFormat();
  const { listings } = figures;
  const bikes = figures.reportedBikes;
  const shown = f.number(bikes);
  return (
    <FigureGrid>
      <Figure
        label={t`Pending reports`}
        value={f.number(figures.pendingReports)}
        hint={t`On ${plural(bikes, { one: `${shown} bike`, other: `${shown} bikes` })}`}
        to={ROUTES.reportedItems}
        testId="figure-pending-reports"
        attention={figures.pendingReports > 0}
      />
      <Figure
        label={t`Unverified sellers`}
        value={f.number(figures.unverifiedSellers)}
        hint={t`Waiting for an admin to verify them`}
        to={ROUTES.allSellers}
        testId="figure-unverified-sellers"
      />
      <Figure
        label={t`Bikes for sale`}
        value={f.number(listings.available)}
        hint={t`${f.number(listings.booked)} booked · ${f.number(listings.sold)} sold here · ${f.number(listings.soldElsewhere)} sold elsewhere`}
        to={ROUTES.bikes}
        testId="figure-listings"
      />
      <Figure
        label={t`Bookings this week`}
        value={f.number(figures.bookingsThisWeek)}
        hint={t`Made in the last 7 days`}
        testId="figure-bookings-week"
      />
      <Figure
        label={t`Sales this week`}
        value={f.number(figures.salesThisWeek)}
        hint={t`Paid in the last 7 days`}
        testId="figure-sales-week"
      />
      <Figure
        label={t`Revenue this week`}
        value={f.money(figures.revenueThisWeek)}
        hint={t`${f.money(figures.revenueTotal)} since the shop opened`}
        testId="figure-revenue"
      />
    </FigureGrid>
  );
}

function SellerFigures({ figures }: { figures: SellerSummary }) {
  const { t } = useLingui();
  const f = useFormat();
  const { listings } = figures;
  return (
    <FigureGrid>
      <Figure
        label={t`For sale`}
        value={f.number(listings.available)}
        hint={t`Available to book now`}
        to={ROUTES.myProducts}
        testId="figure-available"
      />
      <Figure
        label={t`Booked`}
        value={f.number(listings.booked)}
        hint={t`Waiting for the buyer to pay`}
        to={ROUTES.myProducts}
        testId="figure-booked"
        attention={listings.booked > 0}
      />
      <Figure
        label={t`Sold`}
        value={f.number(listings.sold)}
        hint={t`Paid through Best Bikes · ${f.number(listings.soldElsewhere)} sold elsewhere`}
        to={ROUTES.myProducts}
        testId="figure-sold"
      />
      <Figure
        label={t`Page views`}
        value={f.number(figures.views)}
        hint={t`Of your bikes, by others`}
        to={ROUTES.myProducts}
        testId="figure-views"
      />
      <Figure
        label={t`Bookings this week`}
        value={f.number(figures.bookingsThisWeek)}
        hint={t`Made in the last 7 days`}
        to={ROUTES.myProducts}
        testId="figure-bookings-week"
      />
    </FigureGrid>
  );
}

function BuyerFigures({ figures }: { figures: BuyerSummary }) {
  const { t } = useLingui();
  const f = useFormat();
  const held = figures.activeBookings;
  return (
    <div className="grid gap-4">
      <FigureGrid>
        <Figure
          label={t`Bookings held for you`}
          value={f.number(held.length)}
          hint={held.length > 0 ? t`Pay before they lapse` : t`Book a bike to hold it for you`}
          to={ROUTES.myOrders}
          testId="figure-active-bookings"
          attention={held.length > 0}
        />
      </FigureGrid>
      {held.length > 0 ? (
        <ul className="grid gap-3" aria-label={t`Bookings held for you`} data-testid="held-bookings">
          {held.map((b) => (
            <li key={b.bookingId} className="card card-border bg-base-100" data-testid="held-booking">
              <div className="card-body flex-row flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{b.productName}</p>
                  <p className="text-sm">
                    <Trans>
                      {f.money(b.price)} · held until{' '}
                      <time dateTime={b.expiresAt}>{f.dateTime(b.expiresAt)}</time>
                    </Trans>
                  </p>
                </div>
                <Link
                  to={routePath(ROUTES.payment, { id: b.bookingId })}
                  className="btn btn-primary btn-sm"
                  aria-label={t`Pay for ${b.productName}`}
                >
                  <Trans>Pay</Trans>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Link to={ROUTES.bikes} className="link">
            <Trans>Find a bike</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}

function FigureGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">{children}</ul>;
}

function Figure({
  label,
  value,
  hint,
  to,
  testId,
  attention = false,
}: {
  label: string;
  value: number | string;
  hint: string;
  to?: string;
  testId: string;
  /** Something waits for the reader (a report, an unpaid booking): the figure stands out. */
  attention?: boolean;
}) {
  const body = (
    <span className="card-body gap-1 p-4">
      <span className="text-sm font-semibold">{label}</span>
      <span className="text-2xl font-extrabold break-words sm:text-3xl" data-testid="figure-value">
        {value}
      </span>
      <span className="text-xs text-base-content/80">{hint}</span>
    </span>
  );
  const frame = `card card-border h-full ${attention ? 'border-primary bg-primary/10' : 'bg-base-100'}`;
  return (
    <li data-testid={testId}>
      {to ? (
        <Link to={to} className={`${frame} transition-shadow hover:shadow-md focus-visible:shadow-md`}>
          {body}
        </Link>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  );
}

/** Grey blocks where the figures will be, announced once to screen readers. */
export function DashboardFiguresSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="figures-loading">
      <span className="sr-only">
        <Trans>Loading your figures</Trans>
      </span>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="card card-border bg-base-100">
            <span className="card-body gap-2 p-4">
              <span className="skeleton h-4 w-2/3" />
              <span className="skeleton h-8 w-1/2" />
              <span className="skeleton h-3 w-3/4" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
