import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { lazyNotFoundPage } from '../../errors';
import { useSimilarBikes } from '../api/get-similar';

const NotFoundPage = lazy(async () => ({ default: (await lazyNotFoundPage()).Component }));

/**
 * docs/product.md#found-and-shared: a sold or removed bike's page (the server answers it 410) sends
 * its visitor on to bikes like it on sale: the same brand, priced within a quarter of it. A bike
 * that was never listed is the not-found page.
 */
export function BikeGonePage() {
  const { id = '' } = useParams();
  const similar = useSimilarBikes(id);
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`This bike is sold or no longer listed`);
  if (similar.error instanceof ApiError && similar.error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (!similar.data) return <Spinner label={t`Loading bikes`} />;
  const bikes = similar.data;
  const brand = bikes[0];
  const brandName = brand?.category_name ?? '';
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="gone-heading" data-testid="bike-gone">
      <h1 id="gone-heading" className="text-2xl font-bold sm:text-3xl">
        <Trans>This bike is sold or no longer listed</Trans>
      </h1>
      {bikes.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">
            <Trans>Bikes like it on sale now</Trans>
          </h2>
          <ul className="mt-3 grid gap-2">
            {bikes.map((bike) => (
              <li key={bike._id} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link className="link link-primary" to={`/bikeDetails/${encodeURIComponent(bike._id)}`}>
                  {bike.category_name} {bike.product_name}
                </Link>
                <span>{f.money(bike.resale_price)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {brand ? (
          <Link className="btn btn-primary" to={`/category/${encodeURIComponent(brand.category_id)}`}>
            <Trans>All {brandName} bikes for sale</Trans>
          </Link>
        ) : (
          <Link className="btn btn-primary" to={ROUTES.bikes}>
            <Trans>All bikes for sale</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
