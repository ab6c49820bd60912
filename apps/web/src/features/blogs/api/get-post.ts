import { blogPostSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

/** GET /api/blogs/:slug?lang=: one published post, in the reader's language when it is written in it. */
export const fetchPost = (slug: string, lang: string, signal?: AbortSignal) =>
  api(`/blogs/${encodeURIComponent(slug)}`, { query: { lang }, signal, schema: blogPostSchema });

export const postQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug, lang),
    queryFn: ({ signal }) => fetchPost(slug, lang, signal),
  });

export function usePost(slug: string, lang: string) {
  return useQuery(postQueryOptions(slug, lang));
}
