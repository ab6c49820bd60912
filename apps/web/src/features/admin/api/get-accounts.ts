import { type AccountsPage, type AccountsQuery, accountsPageSchema } from '@best-bikes/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/accounts: one role's accounts, searched, sorted and paged by the server. */
export function getAccounts(query: AccountsQuery, signal?: AbortSignal): Promise<AccountsPage> {
  return api('/admin/accounts', {
    schema: accountsPageSchema,
    query: { role: query.role, q: query.q, sort: query.sort, page: query.page, pageSize: query.pageSize },
    signal,
  });
}

export const accountsQueryOptions = (query: AccountsQuery) =>
  queryOptions({
    queryKey: adminKeys.accounts(query),
    queryFn: ({ signal }) => getAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: AccountsQuery) {
  return useQuery(accountsQueryOptions(query));
}
