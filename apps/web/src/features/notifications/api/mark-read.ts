import { modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST /notifications/read — marks these notifications read, or all of the caller's without ids. */
function markRead(ids?: string[]) {
  return api('/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    schema: modifiedCountSchema,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
