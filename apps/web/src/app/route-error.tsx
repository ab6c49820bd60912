import { ROUTES } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { lazyNotFoundPage } from '../features/errors';

// Loaded when shown: most visits never see it (the first file stays small, docs/performance.md).
const NotFoundPage = lazy(async () => ({ default: (await lazyNotFoundPage()).Component }));

/** Errors thrown while loading or rendering a route: a 404 from a loader shows the not-found page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
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
