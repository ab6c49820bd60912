import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';

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
        <span>{errorMessage(error)}</span>
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
