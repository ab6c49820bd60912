import { disputeListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/disputes: open disputes, oldest first, each deal as an admin sees it (ADR 0151). */
const disputesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.disputes,
    queryFn: ({ signal }) => api('/admin/disputes', { schema: disputeListSchema, signal }),
  });

export function useDisputes() {
  return useQuery(disputesQueryOptions());
}
