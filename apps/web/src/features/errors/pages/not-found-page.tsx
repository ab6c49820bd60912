import { COPY, ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';

/** docs/product.md#screens not-found page: an animated 404 (0.8 s), the exact texts and a way home. */
export function NotFoundPage() {
  const { i18n, t } = useLingui();
  useTitle(t`Not Found`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <svg
        viewBox="0 0 320 140"
        className="bb-404 w-full max-w-sm text-primary"
        role="img"
        aria-label="404"
        data-testid="not-found-graphic"
      >
        <text x="160" y="110" textAnchor="middle" fontSize="120" fontWeight="800" fill="currentColor">
          404
        </text>
      </svg>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{i18n._(COPY.notFound.heading)}</h1>
      <p className="mt-4 text-base-content/80">{i18n._(COPY.notFound.text)}</p>
      <Link to={ROUTES.home} className="btn btn-primary mt-8">
        {i18n._(COPY.notFound.back)}
      </Link>
    </section>
  );
}
