import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { DeferredBackToTop } from '../../components/ui/deferred-back-to-top';
import { MessagesUnreadBadge, useMessagesLive } from '../../features/conversations';
import { dashboardLinks } from '../../features/dashboard';
import { useSession } from '../../lib/auth/session';
import { scrollKey } from '../../lib/scroll-key';
import { Navbar } from './navbar';
import { RoleDashboard } from './role-label';

/**
 * docs/product.md#screens dashboard shell: the top navigation, and a daisyUI drawer with the links of the user's role —
 * always open beside the page on large screens, a toggled overlay on phones. Rendered inside
 * RequireAuth, so the user is known here.
 *
 * On phones the drawer is a dialog-like overlay (docs/product.md#everyday-use): opening it moves focus to its first
 * link, Tab stays inside it, Escape or its Close button shuts it, and focus then returns to the button
 * that opened it. On large screens it sits below the sticky header (docs/product.md#everyday-use).
 */
export function DashboardLayout() {
  const { user } = useSession();
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  const links = user ? dashboardLinks(user.role) : [];
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  // The navbar holds the tab's live stream; here its messages go into the cached conversation pages,
  // and the menu's Messages entry shows the unread count too (ADR 0280).
  const inConversations = user !== null && user.role !== 'Admin';
  useMessagesLive(inConversations);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      // The drawer turns visible with its transition's first frame: try until the link takes focus.
      let frames = 0;
      let request = 0;
      const focusFirst = () => {
        const first = menuRef.current?.querySelector<HTMLElement>('a[href]');
        first?.focus();
        if (first && document.activeElement !== first && ++frames < 60) {
          request = requestAnimationFrame(focusFirst);
        }
      };
      focusFirst();
      return () => cancelAnimationFrame(request);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      toggleRef.current?.focus();
    }
    return undefined;
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !menuRef.current) return;
    const focusable = [...menuRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <div className="drawer flex-1 lg:drawer-open">
        <input
          id={toggleId}
          type="checkbox"
          className="drawer-toggle"
          checked={open}
          onChange={(e) => setOpen(e.target.checked)}
          aria-hidden="true"
          tabIndex={-1}
        />
        <div className="drawer-content flex flex-col">
          <div className="border-b border-base-300 px-4 py-2 lg:hidden">
            <button
              ref={toggleRef}
              type="button"
              className="btn btn-sm btn-outline"
              aria-controls="dashboard-menu"
              aria-expanded={open}
              onClick={() => setOpen(true)}
              data-testid="dashboard-menu-toggle"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M4 6h16M4 12h16M4 18h10" strokeLinecap="round" />
              </svg>
              <Trans>Dashboard Menu</Trans>
            </button>
          </div>
          <main id="main" className="flex-1 p-4 sm:p-8">
            <Outlet />
          </main>
        </div>
        {/* On large screens the side menu sticks below the 4rem header instead of sliding under it; no
            delay on phones, so the first link is visible, hence focusable, the moment the menu opens. */}
        <div className="drawer-side z-40 delay-0 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] lg:max-h-[calc(100dvh-4rem)]">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: daisyUI's overlay is a mouse and touch target only (a named label there is an ARIA error, axe); keyboard and screen-reader users close the menu with its button */}
          <label htmlFor={toggleId} aria-hidden="true" className="drawer-overlay" />
          <nav
            ref={menuRef}
            id="dashboard-menu"
            aria-label={t`Dashboard`}
            className="min-h-full w-72 bg-base-200 p-4"
            data-testid="dashboard-drawer"
            onKeyDown={onMenuKeyDown}
          >
            <div className="flex items-center justify-between pb-2">
              <p className="px-4 text-sm font-semibold uppercase tracking-wide text-base-content/80">
                {user ? <RoleDashboard role={user.role} /> : t`Dashboard`}
              </p>
              <button
                type="button"
                className="btn btn-ghost btn-sm lg:hidden"
                onClick={() => setOpen(false)}
                data-testid="dashboard-menu-close"
              >
                <Trans>Close</Trans>
              </button>
            </div>
            <ul className="menu w-full gap-1 p-0">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => (isActive ? 'menu-active' : '')}
                    onClick={() => setOpen(false)}
                  >
                    {i18n._(link.label)}
                    {link.to === ROUTES.messages && inConversations ? <MessagesUnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <DeferredBackToTop />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
