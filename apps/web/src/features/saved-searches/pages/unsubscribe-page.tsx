import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useModels } from '../../catalog';
import { useUnsubscribe } from '../api/saved-searches';
import { savedSearchLabel } from '../lib/search-name';

/**
 * `/alerts/unsubscribe?token=…`, the alert mail's link: turns that saved search's mails off without
 * signing in, then says so. The page posts the token, so a mail scanner fetching the link changes nothing.
 */
export function UnsubscribePage() {
  const { t, i18n } = useLingui();
  useTitle(t`Unsubscribe`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  const { data: models } = useModels();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  // Named from its query in the reader's language (ADR 0182).
  const name = unsubscribe.data ? savedSearchLabel(i18n, unsubscribe.data.query, models) : '';
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading" className="text-3xl font-bold">
        <Trans>Saved search alerts</Trans>
      </h1>
      <div className="mt-6" data-testid="unsubscribe-result">
        {!token ? (
          <p role="alert">
            <Trans>This unsubscribe link is not complete. Open the link from the mail again.</Trans>
          </p>
        ) : unsubscribe.isSuccess ? (
          <p className="text-lg" role="status">
            <Trans>You are unsubscribed: we will send no more mails for the saved search {name}.</Trans>
          </p>
        ) : unsubscribe.isError ? (
          <p className="text-error" role="alert">
            {translateExternal(errorMessage(unsubscribe.error))}
          </p>
        ) : (
          <Spinner label={t`Unsubscribing`} />
        )}
      </div>
      <p className="mt-8">
        <Link className="link" to={ROUTES.savedSearches}>
          <Trans>Manage your saved searches</Trans>
        </Link>
      </p>
    </section>
  );
}
