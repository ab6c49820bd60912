import type { ReportCreate } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

interface ReportAnswer {
  acknowledged: boolean;
  message?: string;
  insertedId?: string;
}

/**
 * POST /reportedProducts with product.md's fields. The server only trusts the bike id; the rest keeps the
 * call as product.md describes it. Typed, not parsed: this runs on the category page's card.
 */
function createReport(body: ReportCreate): Promise<ReportAnswer> {
  return api<ReportAnswer>('/reportedProducts', { method: 'POST', body });
}

export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
