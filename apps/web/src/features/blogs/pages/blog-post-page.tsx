import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { i18n, useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { postQueryOptions, usePost } from '../api/get-post';
import { PostBody } from '../components/post-body';

/** The route's loader: the first render shows the post (not found and failures show in the page). */
export function blogPostLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await queryClient
      .ensureQueryData(postQueryOptions(params.slug ?? '', i18n.locale === 'bn' ? 'bn' : 'en'))
      .catch(() => undefined);
    return null;
  };
}

/** One blog post (docs/product.md#blog): its cover, title, date and body, in the post's own language. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { i18n, t } = useLingui();
  const f = useFormat();
  const post = usePost(slug, i18n.locale === 'bn' ? 'bn' : 'en');
  useTitle(post.data?.title ?? t`Blogs`);
  const back = (
    <Link to={ROUTES.blogs} className="link">
      <Trans>All posts</Trans>
    </Link>
  );
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        {missing ? (
          <>
            <h1 className="text-3xl font-bold">
              <Trans>There is no such post.</Trans>
            </h1>
            <p className="mt-4">{back}</p>
          </>
        ) : (
          <LoadFailed error={post.error} onRetry={() => void post.refetch()} />
        )}
      </section>
    );
  }
  if (!post.data) return <Spinner />;
  const p = post.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12" data-testid="blog-post">
      <p className="mb-4 text-sm">{back}</p>
      {p.cover ? (
        <MediaImage
          src={p.cover}
          alt=""
          load="lead"
          sizes="(min-width: 768px) 768px, 100vw"
          width={1200}
          height={630}
          className="mb-6 aspect-[1200/630] w-full rounded-box"
        />
      ) : null}
      <h1 className="text-3xl font-extrabold leading-tight md:text-4xl" lang={p.language}>
        {p.title}
      </h1>
      <p className="mt-3 mb-8 text-sm opacity-80">
        <time dateTime={p.published_at}>{f.date(p.published_at)}</time> · {p.author}
      </p>
      <PostBody html={p.html} lang={p.language} className="text-lg" />
    </article>
  );
}
