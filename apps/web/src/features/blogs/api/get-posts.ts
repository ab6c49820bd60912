import { blogPostListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

/** GET /api/blogs?lang=: a language's published posts, newest first (docs/product.md#blog). */
export const fetchPosts = (lang: string, signal?: AbortSignal) =>
  api('/blogs', { query: { lang }, signal, schema: blogPostListSchema });

export const postsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: blogKeys.list(lang), queryFn: ({ signal }) => fetchPosts(lang, signal) });

export function usePosts(lang: string) {
  return useQuery(postsQueryOptions(lang));
}
