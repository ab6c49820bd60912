import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { bikeQueryOptions } from '../../catalog';
import { forgetViewed, readRecentlyViewed } from '../lib/store';

/**
 * 'Recently viewed' on the home page (docs/product.md#bangla-search-favourites): the bikes this browser opened, newest first, those still
 * available only. Its own chunk, loaded only for a returning visitor with a list (home-page.tsx).
 */
export function RecentlyViewed() {
  const f = useFormat();
  const ids = readRecentlyViewed();
  const bikes = useQueries({
    queries: ids.map((id) => ({ ...bikeQueryOptions(id), retry: false, staleTime: 60_000 })),
  });
  const gone = ids.filter((_, i) => {
    const error = bikes[i]?.error;
    return error instanceof ApiError && error.status === 404;
  });
  // A withdrawn bike answers 404: forget it so it is not asked for again.
  const goneKey = gone.join(',');
  useEffect(() => forgetViewed(goneKey.split(',').filter(Boolean)), [goneKey]);
  const available = bikes.flatMap((q) => (q.data && q.data.availableStatus === 'Available' ? [q.data] : []));
  if (available.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-heading"
      className="mx-auto max-w-6xl px-4 py-10"
      data-testid="recently-viewed"
    >
      <h2 id="recent-heading" className="mb-6 text-2xl font-bold">
        <Trans>Recently viewed</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {available.map((bike) => (
          <li key={bike._id}>
            <Link
              to={routePath(ROUTES.bikeDetails, { id: bike._id })}
              className="card h-full bg-base-100 shadow-sm transition hover:shadow-md"
            >
              <figure className="aspect-[4/3]">
                <MediaImage src={bike.img} alt="" className="h-full w-full" />
              </figure>
              <div className="card-body gap-0.5 p-3">
                <p className="text-xs opacity-70">{bike.category_name}</p>
                <p className="font-semibold">{bike.product_name}</p>
                <p className="text-sm font-bold text-primary">{f.money(bike.resale_price)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
