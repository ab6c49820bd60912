import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useTitle } from '../../../lib/use-title';
import { ARTICLES, type Article } from '../articles';

/** The Bangla articles, fetched the first time a Bangla reader opens the page (docs/product.md#bangla-search-favourites). */
const loadBangla = async (): Promise<readonly Article[]> => (await import('../articles.bn')).ARTICLES_BN;

/** docs/product.md#screens Blogs: an accordion of four technology FAQ articles; the first starts open. */
export function BlogsPage() {
  const { i18n, t } = useLingui();
  useTitle(t`Blogs`);
  const bangla = i18n.locale === 'bn';
  const translated = useQuery({
    queryKey: ['blog-articles', 'bn'],
    queryFn: loadBangla,
    enabled: bangla,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const articles = bangla ? translated.data : ARTICLES;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="blogs-heading">
      <h1 id="blogs-heading" className="text-center text-4xl font-extrabold">
        <Trans>Blogs</Trans>
      </h1>
      <p className="mt-3 text-center text-lg opacity-80">
        <Trans>Questions we are often asked about the web technology behind this shop.</Trans>
      </p>
      {articles ? (
        // Marked with the articles' own language, so a screen reader reads them in it.
        <div className="mt-10 space-y-3" data-testid="blogs-accordion" lang={bangla ? 'bn' : 'en'}>
          {articles.map((article, index) => (
            <details
              key={article.id}
              name="blogs"
              className="collapse collapse-arrow border border-base-300 bg-base-100"
              open={index === 0}
            >
              <summary className="collapse-title text-xl font-semibold">{article.question}</summary>
              <div className="collapse-content space-y-4 leading-relaxed">
                {article.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      ) : translated.isError ? (
        <div className="mt-10">
          <LoadFailed error={translated.error} onRetry={() => void translated.refetch()} />
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
