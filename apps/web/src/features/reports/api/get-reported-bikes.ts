import {
  type ReportedBikesPage,
  type ReportedBikesQuery,
  reportedBikesPageSchema,
} from '@best-bikes/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** GET /reportedProducts/bikes: one row per reported bike, searched, sorted and paged by the server. */
export function getReportedBikes(
  query: ReportedBikesQuery,
  signal?: AbortSignal,
): Promise<ReportedBikesPage> {
  return api('/reportedProducts/bikes', {
    schema: reportedBikesPageSchema,
    query: { q: query.q, sort: query.sort, page: query.page, pageSize: query.pageSize },
    signal,
  });
}

export const reportedBikesQueryOptions = (query: ReportedBikesQuery) =>
  queryOptions({
    queryKey: reportKeys.bikes(query),
    queryFn: ({ signal }) => getReportedBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReportedBikes(query: ReportedBikesQuery) {
  return useQuery(reportedBikesQueryOptions(query));
}
