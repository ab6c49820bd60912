import { modifiedCountSchema, otherModelListSchema } from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

// Listings filed under "Other" (docs/product.md#brands-and-models): GET
// /api/admin/products/other-models, and PUT /api/admin/products/:id/model to file one under a model.

export const otherModelsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.otherModels,
    queryFn: ({ signal }) => api('/admin/products/other-models', { signal, schema: otherModelListSchema }),
  });

export function useOtherModelListings() {
  return useQuery(otherModelsQueryOptions());
}

export function useFileUnderModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, modelId }: { productId: string; modelId: string }) =>
      api(`/admin/products/${encodeURIComponent(productId)}/model`, {
        method: 'PUT',
        body: { model_id: modelId },
        schema: modifiedCountSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.otherModels }),
  });
}
