import { type Report, reportListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

function getReports(signal?: AbortSignal): Promise<Report[]> {
  return api('/reportedProducts', { schema: reportListSchema, signal });
}

const reportsQueryOptions = queryOptions({
  queryKey: reportKeys.all,
  queryFn: ({ signal }) => getReports(signal),
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}
