import {
  type AddBrandBody,
  type AdminBrand,
  adminBrandListSchema,
  adminBrandSchema,
  type EditBrandBody,
} from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { adminKeys } from './keys';

// The brands admins keep (docs/product.md#brands-and-models): GET, POST, PATCH /api/admin/brands and
// PUT /api/admin/brands/order. Every change refreshes the public brand list too.

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.brands,
    queryFn: ({ signal }) => api('/admin/brands', { signal, schema: adminBrandListSchema }),
  });

export function useAdminBrands() {
  return useQuery(brandsQueryOptions());
}

function useBrandMutation<T>(call: (input: T) => Promise<AdminBrand | AdminBrand[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.brands }),
        client.invalidateQueries({ queryKey: catalogKeys.categories }),
      ]);
    },
  });
}

export function useAddBrand() {
  return useBrandMutation((body: AddBrandBody) =>
    api('/admin/brands', { method: 'POST', body, schema: adminBrandSchema }),
  );
}

export function useEditBrand() {
  return useBrandMutation(({ id, body }: { id: string; body: EditBrandBody }) =>
    api(`/admin/brands/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: adminBrandSchema }),
  );
}

export function useOrderBrands() {
  return useBrandMutation((ids: string[]) =>
    api('/admin/brands/order', { method: 'PUT', body: { ids }, schema: adminBrandListSchema }),
  );
}
