import {
  deletedCountSchema,
  savedSearchListSchema,
  savedSearchSchema,
  unsubscribedSchema,
} from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** GET /saved-searches — the buyer's saved searches, newest first. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => api('/saved-searches', { signal, schema: savedSearchListSchema }),
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

/** POST /saved-searches — saves the search of this query string (again: answers the saved one). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      api('/saved-searches', { method: 'POST', body: { query }, schema: savedSearchSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** DELETE /saved-searches/:id */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** POST /saved-searches/unsubscribe — the alert mail's link; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api('/saved-searches/unsubscribe', { method: 'POST', body: { token }, schema: unsubscribedSchema }),
  });
}
