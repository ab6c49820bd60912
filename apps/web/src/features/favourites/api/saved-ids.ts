import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { favouriteKeys } from './keys';

/**
 * GET /favourites/ids — which bikes the buyer saved: one request for every heart on the page.
 * Checked by hand, not with the contract's zod schema: the heart is on the home page's first load.
 */
async function getSavedIds(signal?: AbortSignal): Promise<string[]> {
  const ids = ((await api<unknown>('/favourites/ids', { signal })) as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw new Error('Unexpected answer from /favourites/ids');
  }
  return ids;
}

export const savedIdsQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.ids(),
    queryFn: ({ signal }) => getSavedIds(signal),
    staleTime: 60_000,
  });

export function useSavedIds() {
  return useQuery(savedIdsQueryOptions());
}
