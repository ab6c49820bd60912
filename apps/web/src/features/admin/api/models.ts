import {
  type AddModelBody,
  type AdminBikeModel,
  adminBikeModelListSchema,
  adminBikeModelSchema,
  type EditModelBody,
} from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { adminKeys } from './keys';

// A brand's models admins keep (ADR 0291): GET and POST /api/admin/brands/:id/models, PATCH
// /api/admin/models/:id. Every change refreshes the public model list too.

export const brandModelsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: adminKeys.brandModels(brandId),
    queryFn: ({ signal }) =>
      api(`/admin/brands/${encodeURIComponent(brandId)}/models`, {
        signal,
        schema: adminBikeModelListSchema,
      }),
  });

export function useBrandModels(brandId: string) {
  return useQuery(brandModelsQueryOptions(brandId));
}

function useModelMutation<T>(brandId: string, call: (input: T) => Promise<AdminBikeModel>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.brandModels(brandId) }),
        client.invalidateQueries({ queryKey: catalogKeys.models }),
      ]);
    },
  });
}

export function useAddModel(brandId: string) {
  return useModelMutation(brandId, (body: AddModelBody) =>
    api(`/admin/brands/${encodeURIComponent(brandId)}/models`, {
      method: 'POST',
      body,
      schema: adminBikeModelSchema,
    }),
  );
}

export function useEditModel(brandId: string) {
  return useModelMutation(brandId, ({ id, body }: { id: string; body: EditModelBody }) =>
    api(`/admin/models/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: adminBikeModelSchema }),
  );
}
