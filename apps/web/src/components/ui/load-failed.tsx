import { Trans } from '@lingui/react/macro';
import { errorMessage } from '../../lib/api-client';
import { translateExternal } from '../../lib/i18n/translate-external';

/** A list or page whose data failed to load: what went wrong, in the reader's language, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{translateExternal(errorMessage(error))}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
