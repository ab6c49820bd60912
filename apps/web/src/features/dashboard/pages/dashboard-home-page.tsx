import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { SellerReviews } from '../../reviews';
import { useDashboardSummary } from '../api/get-summary';
import { DashboardFigures, DashboardFiguresSkeleton } from '../components/dashboard-figures';
import { VerificationStatus } from '../components/verification-status';
import { dashboardLinks } from '../dashboard-links';

/**
 * docs/product.md#screens: the dashboard's index page greets with role and name and welcomes the user; docs/product.md#seller-and-admin-tools adds
 * the role's figures under the greeting, each linking to the page behind it.
 */
export function DashboardHomePage() {
  const { t, i18n } = useLingui();
  useTitle(t`Dashboard`);
  const { user } = useSession();
  const summary = useDashboardSummary(user?.id ?? '');
  if (!user) return null;
  const name = user.name || user.email;
  const role = user.role === 'Admin' ? t`Admin` : user.role === 'Seller' ? t`Seller` : t`Buyer`;
  const shortcuts = dashboardLinks(user.role).filter((l) => l.to !== ROUTES.dashboardUpdateProfile);

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="dashboard-greeting">
      <div className="hero rounded-box bg-base-200">
        <div className="hero-content flex-col py-8 text-center">
          <span className="badge badge-primary badge-lg" data-testid="dashboard-role">
            {role}
          </span>
          <h1 id="dashboard-greeting" className="text-3xl font-extrabold sm:text-4xl">
            {t`Hello, ${name}`}
          </h1>
          <p className="text-lg">
            <Trans>Welcome to your Best Bikes Dashboard.</Trans>
          </p>
          {shortcuts.length > 0 ? (
            <p className="opacity-80">
              <Trans>Pick a page from the menu to get started.</Trans>
            </p>
          ) : null}
        </div>
      </div>
      <section className="mt-6" aria-labelledby="dashboard-figures" data-testid="dashboard-figures">
        <h2 id="dashboard-figures" className="mb-3 text-xl font-bold">
          {user.role === 'Buyer'
            ? t`Your bookings`
            : user.role === 'Admin'
              ? t`The shop at a glance`
              : t`Your bikes`}
        </h2>
        {summary.data ? (
          <DashboardFigures summary={summary.data} />
        ) : summary.isError ? (
          <div role="alert" className="alert alert-error">
            <span>
              <Trans>Your figures could not be loaded.</Trans>
            </span>
            <button type="button" className="btn btn-sm" onClick={() => void summary.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <DashboardFiguresSkeleton count={user.role === 'Buyer' ? 1 : user.role === 'Seller' ? 5 : 6} />
        )}
      </section>
      {user.role === 'Seller' ? <VerificationStatus verified={user.sellerVerified} /> : null}
      {user.role === 'Seller' ? (
        <div className="mt-6">
          <SellerReviews sellerId={user.id} own />
        </div>
      ) : null}
      {shortcuts.length > 0 ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {shortcuts.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="card card-border bg-base-100 transition-shadow hover:shadow-md focus-visible:shadow-md"
              >
                <span className="card-body">
                  <span className="card-title">{i18n._(link.label)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
