import { ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { HEART_CLASS, HeartIcon } from './heart-icon';

// The signed-in part (the saved ids, the optimistic toggle, the toast) is its own chunk: a visitor's
// first load carries only this file (the budget of docs/product.md#bangla-search-favourites).
const LiveHeart = lazy(() => import('./live-heart'));

/**
 * The heart on a bike card and the bike page. A visitor is led to sign in and back here; a buyer
 * saves or unsaves the bike; sellers and admins, who cannot buy, see no heart.
 */
export function HeartButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useLingui();
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading || (user && user.role !== 'Buyer')) return null;
  if (!user) {
    return (
      <Link
        to={ROUTES.login}
        state={{
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
          reason: 'save',
        }}
        className={HEART_CLASS}
        aria-label={t`Sign in to save ${name}`}
        title={t`Sign in to save bikes`}
        data-testid="heart"
      >
        <HeartIcon filled={false} />
      </Link>
    );
  }
  const placeholder = (
    <button type="button" className={HEART_CLASS} aria-label={t`Save ${name}`} aria-pressed={false} disabled>
      <HeartIcon filled={false} />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <LiveHeart productId={productId} name={name} />
    </Suspense>
  );
}
