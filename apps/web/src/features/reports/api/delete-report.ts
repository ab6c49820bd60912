import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

function deleteReport(id: string) {
  return api(`/reportedProducts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountSchema });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
