import { ROUTES, SEARCH_QUERY_MAX } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../../components/ui/search-box';

/**
 * The navbar's search box (docs/product.md#bangla-search-favourites): a plain form that opens `/bikes?q=…`. Light on purpose (ADR 0084):
 * no zod, no query, nothing but the form; without JavaScript it still submits to /bikes. It writes
 * `/bikes?q=…` itself, as `searchPagePath({ q })` would: importing the search's URL rules would
 * put them (and every filter's constants) in the first file every page loads.
 */
export function NavbarSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <SearchBox
      className={className}
      action={ROUTES.bikes}
      label={t`Search bikes`}
      maxLength={SEARCH_QUERY_MAX}
      onSearch={(q) => navigate(q ? `${ROUTES.bikes}?${new URLSearchParams({ q })}` : ROUTES.bikes)}
      compact
      buttonLabel={t`Search all bikes`}
      testId="navbar-search"
      inputClassName="w-32 sm:w-44"
    />
  );
}
