import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogPreviewSchema,
  type EditBlogPostBody,
  type NewBlogPostBody,
} from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

// The posts admins write (docs/product.md#blog): GET, POST, PATCH, DELETE /api/admin/blogs and the
// preview. Every change refreshes the readers' lists and pages too.

export const adminPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.admin,
    queryFn: ({ signal }) => api('/admin/blogs', { signal, schema: adminBlogPostListSchema }),
  });

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}

export function useAdminPost(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adminPost(id ?? ''),
    queryFn: ({ signal }) =>
      api(`/admin/blogs/${encodeURIComponent(id ?? '')}`, { signal, schema: adminBlogPostSchema }),
    enabled: id !== undefined,
  });
}

function usePostMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useCreatePost() {
  return usePostMutation((body: NewBlogPostBody) =>
    api('/admin/blogs', { method: 'POST', body, schema: adminBlogPostSchema }),
  );
}

export function useEditPost() {
  return usePostMutation(({ id, body }: { id: string; body: EditBlogPostBody }) =>
    api(`/admin/blogs/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: adminBlogPostSchema }),
  );
}

export function useDeletePost() {
  return usePostMutation((id: string) => api(`/admin/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** The HTML readers would get for this Markdown. */
export const previewPost = (body: string) =>
  api('/admin/blogs/preview', { method: 'POST', body: { body }, schema: blogPreviewSchema });
