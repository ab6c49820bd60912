import type { SavedSearch } from '@best-bikes/contract';
import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useModels } from '../../catalog';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { savedSearchLabel } from '../lib/search-name';

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const remove = useDeleteSavedSearch();
  const { data: models } = useModels();
  // Named from its query in the reader's language, not by the English name stored (ADR 0182).
  const name = savedSearchLabel(i18n, search.query, models);
  const saved = f.date(search.created_at);
  const lastMail = search.last_digest_at ? f.dateTime(search.last_digest_at) : null;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold" data-testid="saved-search-name">
          <Link className="link link-hover" to={`${ROUTES.bikes}${search.query}`}>
            {name}
          </Link>
        </h2>
        <span
          className={`badge ${search.alerts ? 'badge-success' : 'badge-ghost'}`}
          data-testid="alerts-state"
        >
          {search.alerts ? t`Alerts on` : t`Alerts off`}
        </span>
      </div>
      <p className="mt-1 text-sm opacity-80">
        <Trans>Saved {saved}</Trans>
        {lastMail ? (
          <>
            {' · '}
            <Trans>Last alert mail {lastMail}</Trans>
          </>
        ) : null}
      </p>
      {search.alerts ? null : (
        <p className="mt-1 text-sm">
          <Trans>You unsubscribed from its mails. Save the same search again to turn them back on.</Trans>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link className="btn btn-primary btn-sm" to={`${ROUTES.bikes}${search.query}`}>
          <Trans>Show bikes</Trans>
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(search._id, {
              onSuccess: () => toast.success(t`Deleted the saved search ${name}.`),
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          <Trans>Delete</Trans>
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}

/** docs/product.md#bangla-search-favourites: the buyer's saved searches; each mails at most one digest a day of new matches. */
export function SavedSearchesPage() {
  const { t } = useLingui();
  useTitle(t`Saved searches`);
  const list = useSavedSearches();
  if (list.isPending) return <Spinner label={t`Loading your saved searches`} />;
  if (list.error) return <LoadFailed error={list.error} onRetry={() => list.refetch()} />;
  const searches = list.data.searches;
  return (
    <section aria-labelledby="saved-searches-heading" className="max-w-3xl">
      <h1 id="saved-searches-heading" className="text-3xl font-bold">
        <Trans>Saved searches</Trans>
      </h1>
      <p className="mb-6 mt-2 opacity-80">
        <Trans>
          When a new bike matches one of your searches, or a matching bike's price drops by 5 % or more, we
          mail you — at most once a day for each search.
        </Trans>
      </p>
      {searches.length === 0 ? (
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-xl font-semibold">
            <Trans>No saved searches yet.</Trans>
          </p>
          <p className="mt-2">
            <Trans>Search for bikes, then press “Save this search”.</Trans>
          </p>
          <Link to={ROUTES.bikes} className="btn btn-primary mt-4">
            <Trans>Find bikes</Trans>
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3" data-testid="saved-searches">
          {searches.map((search) => (
            <SavedSearchRow key={search._id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
