import { ROUTES } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { lazyBikeGonePage } from '../features/catalog/routes';
import { lazyNotFoundPage } from '../features/errors';
import { useAppShellGone } from './app-shell';

// Loaded when shown: most visits never see it (the first file stays small, docs/performance.md).
const NotFoundPage = lazy(async () => ({ default: (await lazyNotFoundPage()).Component }));
const BikeGonePage = lazy(async () => ({ default: (await lazyBikeGonePage()).Component }));

/**
 * Errors thrown while loading or rendering a route: a 404 from a loader shows the not-found page (a
 * bike's route, `bike`: the page of bikes like it, which is the not-found page for a bike never listed).
 */
export function RouteError({ bike = false }: { bike?: boolean }) {
  // Shown without the layout (and its navbar) when the root route fails.
  useAppShellGone();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A bike's 404: sold or removed (the page of bikes like it), or never listed (not found).
    return <Suspense fallback={null}>{bike ? <BikeGonePage /> : <NotFoundPage />}</Suspense>;
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">
        <Trans>Oops... Something Went Wrong</Trans>
      </h1>
      <p className="mt-3">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          <Trans>Try Again</Trans>
        </button>
        <Link to={ROUTES.home} className="btn btn-primary">
          <Trans>Back to Homepage</Trans>
        </Link>
      </div>
    </section>
  );
}
