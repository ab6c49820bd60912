import { ROUTES, type SearchParams, savedSearchQuery } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useSaveSearch } from '../api/saved-searches';

/**
 * "Save this search" on `/bikes`: a buyer keeps the search and gets a mail when a new bike matches
 * (at most one a day). A visitor is led to sign in and back; sellers and admins see nothing.
 */
export function SaveSearchButton({ params }: { params: SearchParams }) {
  const { t } = useLingui();
  const { user, loading } = useSession();
  const location = useLocation();
  const save = useSaveSearch();
  const query = savedSearchQuery(params);
  if (loading || (user && user.role !== 'Buyer')) return null;
  if (!user) {
    return (
      <Link
        to={ROUTES.login}
        state={{ from: { pathname: location.pathname, search: location.search } }}
        className="btn btn-outline btn-sm"
        data-testid="save-search"
      >
        <Trans>Sign in to save this search</Trans>
      </Link>
    );
  }
  const saved = save.isSuccess && save.variables === query;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={save.isPending || saved}
        onClick={() =>
          save.mutate(query, {
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
        data-testid="save-search"
      >
        {saved ? <Trans>Search saved</Trans> : <Trans>Save this search</Trans>}
      </button>
      {saved ? (
        <p className="text-sm" role="status" data-testid="save-search-done">
          <Trans>
            We will mail you when a new bike matches (at most once a day).{' '}
            <Link className="link" to={ROUTES.savedSearches}>
              Your saved searches
            </Link>
          </Trans>
        </p>
      ) : null}
      {save.isError ? <span className="sr-only">{t`The search was not saved.`}</span> : null}
    </div>
  );
}
