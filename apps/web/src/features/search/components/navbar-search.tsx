import { ROUTES, SEARCH_QUERY_MAX } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useNavigate } from 'react-router';

/**
 * The navbar's search box (docs/product.md#bangla-search-favourites): a plain form that opens `/bikes?q=…`. Light on purpose (ADR 0084):
 * no zod, no query, nothing but the form; without JavaScript it still submits to /bikes. It writes
 * `/bikes?q=…` itself, as `searchPagePath({ q })` would: importing the search's URL rules would
 * put them (and every filter's constants) in the first file every page loads.
 */
export function NavbarSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const id = useId();
  return (
    <search className={className}>
      <form
        action={ROUTES.bikes}
        method="get"
        className="join"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          navigate(q ? `${ROUTES.bikes}?${new URLSearchParams({ q })}` : ROUTES.bikes);
        }}
      >
        <label htmlFor={id} className="sr-only">
          <Trans>Search bikes</Trans>
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t`Search bikes`}
          className="input input-bordered input-sm join-item w-32 sm:w-44"
          data-testid="navbar-search"
        />
        <button type="submit" className="btn btn-primary btn-sm join-item" aria-label={t`Search all bikes`}>
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  );
}
