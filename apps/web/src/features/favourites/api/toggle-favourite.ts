import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { favouriteKeys } from './keys';

/** PUT or DELETE /favourites/:productId — both idempotent, so a repeated click is harmless. */
function setSaved({ productId, save }: { productId: string; save: boolean }) {
  return api<unknown>(`/favourites/${encodeURIComponent(productId)}`, { method: save ? 'PUT' : 'DELETE' });
}

/**
 * Saves or unsaves a bike optimistically: the heart turns at once, and turns back (the caller is
 * told through `onError`) when the server refuses.
 */
export function useToggleFavourite({ onError }: { onError: (save: boolean) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSaved,
    onMutate: async ({ productId, save }) => {
      await client.cancelQueries({ queryKey: favouriteKeys.ids() });
      const before = client.getQueryData<string[]>(favouriteKeys.ids());
      client.setQueryData<string[]>(favouriteKeys.ids(), (ids = []) =>
        save ? [...ids.filter((id) => id !== productId), productId] : ids.filter((id) => id !== productId),
      );
      return { before };
    },
    onError: (_err, { save }, context) => {
      client.setQueryData(favouriteKeys.ids(), context?.before);
      onError(save);
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
