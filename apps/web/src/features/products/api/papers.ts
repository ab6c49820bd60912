import { type PaperCheckBody, type PaperCheckPhotoKind, paperCheckStatusSchema } from '@best-bikes/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

// A listing's papers, sent by its seller for an admin's check (docs/product.md#papers-checked).

const papersPath = (id: string) => `/products/${encodeURIComponent(id)}/papers`;

/** Where a paper's private photo is read (the seller's and admins' session only). */
export const paperPhotoUrl = (id: string, kind: PaperCheckPhotoKind, version: string) =>
  `/api${papersPath(id)}/photos/${kind}?v=${encodeURIComponent(version)}`;

const papersKey = (id: string) => [...productKeys.all, 'papers', id] as const;

export function usePaperCheck(id: string) {
  return useQuery({
    queryKey: papersKey(id),
    queryFn: ({ signal }) => api(papersPath(id), { signal, schema: paperCheckStatusSchema }),
  });
}

export function useUploadPaperPhoto(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: PaperCheckPhotoKind; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return api(`${papersPath(id)}/photos/${kind}`, {
        method: 'PUT',
        body: form,
        schema: paperCheckStatusSchema,
      });
    },
    onSuccess: (status) => client.setQueryData(papersKey(id), status),
  });
}

export function useSubmitPapers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaperCheckBody) =>
      api(papersPath(id), { method: 'POST', body, schema: paperCheckStatusSchema }),
    onSuccess: (status) => client.setQueryData(papersKey(id), status),
  });
}
