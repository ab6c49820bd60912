/**
 * Route guards (docs/product.md#screens). HOW TO USE, in app/router.tsx:
 *
 *   // a whole group of routes (renders <Outlet/> when it has no children):
 *   { element: <RequireRole roles={['Seller']} />, children: [{ path: ROUTES.addProducts, lazy: … }] }
 *   // one page:
 *   { path: ROUTES.myOrders, element: <RequireRole roles={['Buyer']}><MyOrders /></RequireRole> }
 *   // as a prop-less `Component`: RequireAuth, BuyerOnly, SellerOnly, AdminOnly
 *   { Component: AdminOnly, children: [{ path: ROUTES.allUsers, lazy: … }] }
 *
 * While the sign-in state loads a spinner shows; a visitor who is not signed in, or signed in without one
 * of `roles`, is sent to /login with `state.from = {pathname, search, hash}` and goes back there after
 * signing in. `/dashboard` is already wrapped in RequireAuth: dashboard pages only add a role guard.
 * Guards only decide what the UI shows — the server authorizes every call on its own.
 */

import { ROUTES, type Role } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import type { LoginState } from '../features/auth/routes';
import { useSession } from '../lib/auth/session';

const BUYER = ['Buyer'] as const;
const SELLER = ['Seller'] as const;
const ADMIN = ['Admin'] as const;

interface GuardProps {
  /** What to show when allowed; without it the guard is a layout route and renders <Outlet/>. */
  children?: ReactNode;
}

function Guard({ roles, children }: GuardProps & { roles?: readonly Role[] }) {
  const { user, loading } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  if (loading) {
    return <Spinner label={t`Checking your sign-in`} className="min-h-[50vh] items-center" />;
  }
  if (!user || (roles && !roles.includes(user.role))) {
    // The router commits navigations as transitions, so a page being left (after signing out) can
    // render once more after the URL has changed: it must not redirect to /login then.
    if (isBeingLeft(location.pathname)) return null;
    const state: LoginState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(user ? { reason: 'role' as const } : {}),
    };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return children === undefined ? <Outlet /> : children;
}

/** Any signed-in user. */
export function RequireAuth({ children }: GuardProps) {
  return <Guard>{children}</Guard>;
}

/** A signed-in user whose role is one of `roles`. */
export function RequireRole({ roles, children }: GuardProps & { roles: readonly Role[] }) {
  return <Guard roles={roles}>{children}</Guard>;
}

export function BuyerOnly() {
  return <Guard roles={BUYER} />;
}

export function SellerOnly() {
  return <Guard roles={SELLER} />;
}

export function AdminOnly() {
  return <Guard roles={ADMIN} />;
}

function isBeingLeft(pathname: string): boolean {
  try {
    return decodeURI(window.location.pathname) !== decodeURI(pathname);
  } catch {
    return window.location.pathname !== pathname;
  }
}
