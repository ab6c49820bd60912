import { Trans, useLingui } from '@lingui/react/macro';
import { useTitle } from '../../../lib/use-title';
import { ARTICLES } from '../articles';

/** SPEC §2 Blogs: an accordion of four technology FAQ articles; the first starts open. */
export function BlogsPage() {
  const { t } = useLingui();
  useTitle(t`Blogs`);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="blogs-heading">
      <h1 id="blogs-heading" className="text-center text-4xl font-extrabold">
        <Trans>Blogs</Trans>
      </h1>
      <p className="mt-3 text-center text-lg opacity-80">
        <Trans>Questions we are often asked about the web technology behind this shop.</Trans>
      </p>
      {/* The articles are written in English only: marked so, a screen reader reads them as English. */}
      <div className="mt-10 space-y-3" data-testid="blogs-accordion" lang="en">
        {ARTICLES.map((article, index) => (
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
    </section>
  );
}
