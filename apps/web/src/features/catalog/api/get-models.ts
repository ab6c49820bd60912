import type { BikeModel } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/**
 * GET /api/models: the models of the brands shown (ADR 0291), for the listing form's model select
 * and the search's "Did you mean". Typed, not parsed (the server validates its answer).
 */
export function modelsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.models,
    queryFn: ({ signal }) => api<BikeModel[]>('/models', { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** `enabled: false` until a page knows it names a model (a notice list without saved-search matches). */
export function useModels(enabled = true) {
  return useQuery({ ...modelsQueryOptions(), enabled });
}
