import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useSignOut } from '../../features/auth/routes';
import { NavbarMessages } from '../../features/conversations/routes';
import { lazyUnreadBadge } from '../../features/notifications';
import type { SessionUser } from '../../lib/auth/session';
import { RoleLabel } from './role-label';

const UnreadBadge = lazy(lazyUnreadBadge);

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'font-semibold' : '');

/** The navbar's menu items for a signed-in person: the dashboard and signing out. */
export function SignedInLinks() {
  const signOut = useSignOut();
  const { t } = useLingui();
  const onSignOut = () => signOut.mutate(undefined, { onError: () => toast.error(t`Logout Failed`) });
  return (
    <>
      <li>
        <NavLink to={ROUTES.dashboard} className={linkClass}>
          <Trans>Dashboard</Trans>
        </NavLink>
      </li>
      <li>
        <button type="button" onClick={onSignOut} disabled={signOut.isPending}>
          <Trans>Sign Out</Trans>
        </button>
      </li>
    </>
  );
}

/**
 * The navbar's right-hand corner for a signed-in person: the messages (with the tab's live stream;
 * admins are in no conversation), the bell, the greeting and the avatar.
 */
export function SignedInCorner({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  return (
    <>
      {user.role === 'Admin' ? null : <NavbarMessages />}
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
      <div className="flex items-center gap-2">
        <div className="hidden text-right leading-tight sm:block">
          <p className="text-sm whitespace-nowrap" data-testid="greeting">
            <Trans>Hi, {user.name || user.email}</Trans>
          </p>
          <span className="badge badge-primary badge-sm" data-testid="role-badge">
            <RoleLabel role={user.role} />
          </span>
        </div>
        <Link
          to={ROUTES.updateProfile}
          className="avatar"
          // The initials are the link's visible text: its name starts with them (WCAG 2.5.3).
          aria-label={
            user.image
              ? t`Update your profile`
              : `${initials(user.name || user.email)}, ${t`Update your profile`}`
          }
          data-testid="avatar"
        >
          <div className="w-10 rounded-full ring ring-primary ring-offset-2 ring-offset-base-100">
            {user.image ? (
              <img src={user.image.replace(/-1280\.webp$/, '-320.webp')} alt="" width="40" height="40" />
            ) : (
              <span className="flex h-full w-full items-center justify-center bg-primary text-primary-content">
                {initials(user.name || user.email)}
              </span>
            )}
          </div>
        </Link>
      </div>
    </>
  );
}

/** The avatar of an account without a photo: the first letters of its first and last names. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').toUpperCase() + (Array.from(last)[0] ?? '').toUpperCase();
}
