import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { MagnifierIcon } from '../../components/ui/search-box';
// The box alone (constants only, ADR 0084), not the search feature's index with its page code.
import { NavbarSearch } from '../../features/search/routes';
import { useSession } from '../../lib/auth/session';
import { useTheme } from '../../lib/theme';
import { useAppShellGone } from '../app-shell';
import { LanguageSwitch } from './language-switch';

// What only a signed-in person sees (sign-out, greeting, avatar, the bell) is its own chunk: most
// phones open the home page signed out, and its first file pays for nothing they cannot use (web
// budget). The router's session loader fetches it before the first render of a signed-in page.
const SignedInLinks = lazy(async () => ({ default: (await import('./signed-in-navbar')).SignedInLinks }));
const SignedInCorner = lazy(async () => ({ default: (await import('./signed-in-navbar')).SignedInCorner }));

// The active item (aria-current) takes daisyUI's menu-active colours, a soft primary tint with primary
// text (index.css); `text-primary` here on daisyUI's near-black pill was 2.4:1 (docs/product.md#everyday-use).
const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'font-semibold' : '');

export function Navbar() {
  useAppShellGone();
  const { user } = useSession();
  const [theme, toggleTheme] = useTheme();
  const { t } = useLingui();

  const links = (
    <>
      <li>
        <NavLink to={ROUTES.home} end className={linkClass}>
          <Trans>Home</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.bikes} className={linkClass}>
          <Trans>Bikes</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.blogs} className={linkClass}>
          <Trans>Blogs</Trans>
        </NavLink>
      </li>
      {user ? (
        <Suspense fallback={null}>
          <SignedInLinks />
        </Suspense>
      ) : (
        <>
          <li>
            <NavLink to={ROUTES.login} className={linkClass}>
              <Trans>Login</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to={ROUTES.signup} className={linkClass}>
              <Trans>Sign Up</Trans>
            </NavLink>
          </li>
        </>
      )}
    </>
  );

  return (
    <header className="navbar sticky top-0 z-30 bg-base-100/95 shadow-sm backdrop-blur no-print">
      <div className="navbar-start">
        <div className="dropdown">
          <button type="button" tabIndex={0} className="btn btn-ghost lg:hidden" aria-label={t`Open menu`}>
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
          <ul className="menu dropdown-content menu-sm z-40 mt-3 w-52 rounded-box bg-base-100 p-2 shadow">
            {links}
          </ul>
        </div>
        <Link to={ROUTES.home} className="btn btn-ghost px-2 text-xl font-extrabold">
          <img src="/logo-96.webp" alt="" width="28" height="28" fetchPriority="low" />
          {/* On a signed-in phone the bell, the avatar and the language switch need the room: the name
              stays for screen readers. */}
          <span className={user ? 'max-sm:sr-only' : ''}>Best Bikes</span>
        </Link>
      </div>
      <nav className="navbar-center hidden lg:flex" aria-label={t`Main`}>
        <ul className="menu menu-horizontal gap-1 px-1">{links}</ul>
      </nav>
      <div className="navbar-end gap-0.5 sm:gap-2">
        {/* A phone has no room for the box: this opens the search page with its box ready to type in. */}
        <Link
          to={ROUTES.bikes}
          state={{ focusSearch: true }}
          className="btn btn-ghost btn-circle md:hidden"
          aria-label={t`Search bikes`}
          data-testid="phone-search"
        >
          <MagnifierIcon className="h-5 w-5" />
        </Link>
        <NavbarSearch className="hidden md:block" />
        <LanguageSwitch />
        {/* The icon follows the root's `dark` class, which the theme script sets before the first paint:
            a page the server rendered shows the right one before the checkbox is hydrated. */}
        <label
          className="swap swap-rotate btn btn-ghost btn-circle dark:swap-active"
          aria-label={t`Toggle dark mode`}
        >
          <input
            type="checkbox"
            checked={theme === 'dark'}
            onChange={toggleTheme}
            data-testid="theme-toggle"
          />
          <svg className="swap-off h-6 w-6 fill-current" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1 3h-2l1-3zm0 20l-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0l-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2l-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z" />
          </svg>
          <svg className="swap-on h-6 w-6 fill-current" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M21.6 15.2A9.5 9.5 0 018.8 2.4 9.5 9.5 0 1021.6 15.2z" />
          </svg>
        </label>
        {user ? (
          <Suspense fallback={null}>
            <SignedInCorner user={user} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
