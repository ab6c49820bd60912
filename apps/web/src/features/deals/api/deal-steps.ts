import { type Deal, dealSchema, type OpenDisputeBody } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealKeys } from './keys';

const path = (id: string, rest = '') => `/deals/${encodeURIComponent(id)}${rest}`;

/** What a step sends; each answers the deal as it now is. */
type Step =
  | { kind: 'cancel'; reason?: string }
  | { kind: 'papers'; chassisNumber: string; engineNumber: string }
  | { kind: 'meeting'; place: string; times: string[] }
  | { kind: 'choose'; time: string }
  | { kind: 'code'; code: string }
  | { kind: 'received' };

function send(id: string, step: Step): Promise<Deal> {
  switch (step.kind) {
    case 'cancel':
      return api(path(id, '/cancel'), { method: 'POST', body: { reason: step.reason }, schema: dealSchema });
    case 'papers':
      return api(path(id, '/papers'), {
        method: 'POST',
        body: { chassisNumber: step.chassisNumber, engineNumber: step.engineNumber },
        schema: dealSchema,
      });
    case 'meeting':
      return api(path(id, '/meeting'), {
        method: 'PUT',
        body: { place: step.place, times: step.times },
        schema: dealSchema,
      });
    case 'choose':
      return api(path(id, '/meeting/choice'), {
        method: 'POST',
        body: { time: step.time },
        schema: dealSchema,
      });
    case 'code':
      return api(path(id, '/handover'), { method: 'POST', body: { code: step.code }, schema: dealSchema });
    case 'received':
      return api(path(id, '/received'), { method: 'POST', body: {}, schema: dealSchema });
  }
}

/**
 * One step of the deal (POST/PUT under /api/deals/:id). The answer is the deal as it now is: it
 * replaces the cached one at once, and the lists are asked again. A refused step (a wrong code, a
 * deadline passed) refreshes the deal too, since the refusal may say it moved on.
 */
export function useDealStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: Step) => send(id, step),
    onSuccess: (deal) => {
      client.setQueryData(dealKeys.one(id), deal);
    },
    onSettled: () => client.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

/**
 * POST /api/deals/:id/dispute: the buyer reports a problem; answers the deal, now disputed. Not a
 * `useDealStep` step: the form sends its photos before the page shows the open dispute.
 */
export function openDispute(id: string, body: OpenDisputeBody): Promise<Deal> {
  return api(path(id, '/dispute'), { method: 'POST', body, schema: dealSchema });
}
