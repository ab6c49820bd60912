import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { postsQueryOptions, usePosts } from '../api/get-posts';
import { PostBody } from '../components/post-body';

/** The route's loader: the first render shows the posts (a failure shows in the page, with Try again). */
export function blogsLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient
      .ensureQueryData(postsQueryOptions(i18n.locale === 'bn' ? 'bn' : 'en'))
      .catch(() => undefined);
    return null;
  };
}

/**
 * docs/product.md#screens Blogs: the published posts of the page's language as an accordion (one open
 * at a time, the first open, no script needed), each with a link to its own page (docs/product.md#blog).
 */
export function BlogsPage() {
  const { i18n, t } = useLingui();
  const f = useFormat();
  useTitle(t`Blogs`);
  const lang = i18n.locale === 'bn' ? 'bn' : 'en';
  const posts = usePosts(lang);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="blogs-heading">
      <h1 id="blogs-heading" className="text-center text-4xl font-extrabold">
        <Trans>Blogs</Trans>
      </h1>
      <p className="mt-3 text-center text-lg opacity-80">
        <Trans>Guides to buying a used motorbike in Bangladesh, and questions we are often asked.</Trans>
      </p>
      {posts.data ? (
        <div className="mt-10 space-y-3" data-testid="blogs-accordion" lang={lang}>
          {posts.data.map((post, index) => (
            <details
              key={post.id}
              name="blogs"
              className="collapse collapse-arrow border border-base-300 bg-base-100"
              open={index === 0}
              lang={post.language}
            >
              <summary className="collapse-title text-xl font-semibold">{post.title}</summary>
              <div className="collapse-content">
                <p className="mb-4 text-sm opacity-80">
                  <time dateTime={post.published_at}>{f.date(post.published_at)}</time>
                </p>
                <PostBody html={post.html} />
                <p className="mt-6">
                  <Link
                    className="link link-hover font-semibold"
                    to={routePath(ROUTES.blogPost, { slug: post.slug })}
                    data-testid="blog-post-link"
                  >
                    <Trans>Open this post on its own page</Trans>
                  </Link>
                </p>
              </div>
            </details>
          ))}
        </div>
      ) : posts.isError ? (
        <div className="mt-10">
          <LoadFailed error={posts.error} onRetry={() => void posts.refetch()} />
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
