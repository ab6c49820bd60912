import { type RegisteredUser, registeredUserListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

function getAllUsers(signal?: AbortSignal): Promise<RegisteredUser[]> {
  return api('/allUsers', { schema: registeredUserListSchema, signal });
}

const allUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users,
  queryFn: ({ signal }) => getAllUsers(signal),
});

export function useAllUsers() {
  return useQuery(allUsersQueryOptions);
}
