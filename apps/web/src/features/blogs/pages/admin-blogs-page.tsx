import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useAdminPosts } from '../api/admin-posts';

/** The posts admins write (docs/product.md#blog): every post, drafts too, newest first. */
export function AdminBlogsPage() {
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`Blog posts`);
  const posts = useAdminPosts();
  return (
    <section aria-labelledby="admin-blogs-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-blogs-heading" className="text-3xl font-bold">
          <Trans>Blog posts</Trans>
        </h1>
        <Link to={ROUTES.newBlogPost} className="btn btn-primary">
          <Trans>Write a post</Trans>
        </Link>
      </div>
      {posts.data ? (
        <ul className="grid gap-3" data-testid="admin-blog-list">
          {posts.data.map((post) => (
            <li key={post.id} className="rounded-box border border-base-300 bg-base-100 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={routePath(ROUTES.editBlogPost, { id: post.id })}
                  className="link link-hover text-lg font-semibold"
                  lang={post.language}
                >
                  {post.title}
                </Link>
                <span className="flex gap-2">
                  <span className="badge badge-outline" lang={post.language}>
                    {post.language === 'bn' ? 'বাংলা' : 'English'}
                  </span>
                  {post.published ? (
                    <span className="badge badge-outline">
                      <Trans>Published</Trans>
                    </span>
                  ) : (
                    <span className="badge badge-outline border-dashed">
                      <Trans>Draft</Trans>
                    </span>
                  )}
                </span>
              </div>
              <p className="mt-1 text-sm opacity-80">
                {post.published_at ? (
                  <Trans>Published {f.date(post.published_at)}</Trans>
                ) : (
                  <Trans>Written {f.date(post.created_at)}</Trans>
                )}{' '}
                · /blogs/{post.slug}
              </p>
            </li>
          ))}
        </ul>
      ) : posts.isError ? (
        <LoadFailed error={posts.error} onRetry={() => void posts.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
