import { type AuditEntry, auditLogSchema } from '@best-bikes/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

async function getAuditLog(
  page: number,
  signal?: AbortSignal,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { data, headers } = await apiRequest('/auditLog', {
    query: { page },
    schema: auditLogSchema,
    signal,
  });
  return { entries: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
