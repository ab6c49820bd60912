import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';

/** The spinner while a list loads and a retry when it failed; the list itself otherwise. */
export function ListState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) return <Spinner />;
  if (error) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{translateExternal(errorMessage(error))}</span>
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
