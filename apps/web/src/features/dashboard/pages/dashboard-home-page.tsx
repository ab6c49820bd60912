import { ROUTES } from '@best-bikes/contract/constants';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { VerificationStatus } from '../components/verification-status';
import { dashboardLinks } from '../dashboard-links';

/** SPEC §2: the dashboard's index page greets with role and name and welcomes the user. */
export function DashboardHomePage() {
  useTitle('Dashboard');
  const { user } = useSession();
  if (!user) return null;
  const name = user.name || user.email;
  const shortcuts = dashboardLinks(user.role).filter((l) => l.to !== ROUTES.dashboardUpdateProfile);

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="dashboard-greeting">
      <div className="hero rounded-box bg-base-200">
        <div className="hero-content flex-col py-12 text-center">
          <span className="badge badge-primary badge-lg" data-testid="dashboard-role">
            {user.role}
          </span>
          <h1 id="dashboard-greeting" className="text-3xl font-extrabold sm:text-4xl">
            Hello {user.role} {name}
          </h1>
          <p className="text-lg">Welcome to your Best Bikes Dashboard.</p>
          {shortcuts.length > 0 ? (
            <p className="opacity-80">Pick a page from the menu to get started.</p>
          ) : null}
        </div>
      </div>
      {user.role === 'Seller' ? <VerificationStatus verified={user.sellerVerified} /> : null}
      {shortcuts.length > 0 ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {shortcuts.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="card card-border bg-base-100 transition-shadow hover:shadow-md focus-visible:shadow-md"
              >
                <span className="card-body">
                  <span className="card-title">{link.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
