import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';

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
  if (error) return <LoadFailed error={error} onRetry={onRetry} />;
  return <>{children}</>;
}
