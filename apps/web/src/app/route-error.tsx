import { ROUTES } from '@best-bikes/contract/constants';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/not-found-page';

/** Errors thrown while loading or rendering a route: a 404 from a loader shows the not-found page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">Oops... Something Went Wrong</h1>
      <p className="mt-3">Please check your connection and try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to={ROUTES.home} className="btn btn-primary">
          Back to Homepage
        </Link>
      </div>
    </section>
  );
}
