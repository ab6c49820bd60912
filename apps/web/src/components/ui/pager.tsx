import { useLingui } from '@lingui/react/macro';
import { Link, type To } from 'react-router';
import { useFormat } from '../../lib/i18n';

/** The page numbers to offer: first, last, and a window around the current page (0 marks a gap). */
export function pageWindow(current: number, last: number, spread = 1): number[] {
  if (last <= 1) return [];
  const pages = new Set([1, last]);
  for (let p = current - spread; p <= current + spread; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  }
  return out;
}

/**
 * The one pager under every list: "Previous", the page numbers around the current one (first and last
 * always) and "Next", each a link to the page's URL, so any page can be shared, reloaded or opened in a
 * new tab. On phones "Previous" and "Next" shrink to « and » (their names stay for screen readers).
 */
export function Pager({
  page: current,
  pages,
  to,
  label,
  testId,
  className = 'mt-6',
}: {
  page: number;
  pages: number;
  /** The address of a page: the list's URL with only the page changed. */
  to: (page: number) => To;
  /** The navigation's name when a page has more than one list ('Audit log pages'); 'Pages' by default. */
  label?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const f = useFormat();
  if (pages <= 1 && current <= 1) return null;
  const numbers = pageWindow(current, pages);
  return (
    <nav aria-label={label ?? t`Pages`} className={`flex justify-center ${className}`} data-testid={testId}>
      <div className="join">
        {current > 1 ? (
          <Link to={to(current - 1)} className="btn join-item" rel="prev">
            <span aria-hidden="true">«</span>
            <span className="sr-only sm:not-sr-only">{t`Previous`}</span>
          </Link>
        ) : null}
        {numbers.map((page, i) =>
          page === 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${i}`} className="btn btn-disabled join-item" aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={page}
              to={to(page)}
              className={`btn join-item ${page === current ? 'btn-active btn-primary' : ''}`}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t`Page ${page}`}
            >
              {f.number(page)}
            </Link>
          ),
        )}
        {current < pages ? (
          <Link to={to(current + 1)} className="btn join-item" rel="next">
            <span className="sr-only sm:not-sr-only">{t`Next`}</span>
            <span aria-hidden="true">»</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
