import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { SearchBox } from './search-box';

/**
 * The admin tables' state in the URL (a reload or a shared link shows the same page): `q`, `sort`
 * and `page`. Changing the search or the sort goes back to page 1.
 */
export function useTableParams<S extends string>(sorts: readonly S[], defaultSort: S) {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort') as S | null;
  const sort = rawSort && sorts.includes(rawSort) ? rawSort : defaultSort;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  function update(next: { q?: string; sort?: S; page?: number }) {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => {
          if (value) out.set(key, value);
          else out.delete(key);
        };
        if (next.q !== undefined) set('q', next.q.trim());
        if (next.sort !== undefined) set('sort', next.sort === defaultSort ? undefined : next.sort);
        const nextPage = next.q !== undefined || next.sort !== undefined ? 1 : (next.page ?? page);
        set('page', nextPage > 1 ? String(nextPage) : undefined);
        return out;
      },
      { replace: next.page === undefined },
    );
  }
  /** The address of another page of the same table (search and sort kept), for the pager's links. */
  function pageTo(next: number) {
    const out = new URLSearchParams(params);
    if (next > 1) out.set('page', String(next));
    else out.delete('page');
    const search = out.toString();
    return { search: search ? `?${search}` : '' };
  }
  return { q, sort, page, update, pageTo };
}

/** The search box and sort select above an admin table. */
export function TableToolbar<S extends string>({
  label,
  q,
  sort,
  sorts,
  onSearch,
  onSort,
}: {
  /** What the search matches, for its label ('Search sellers by name or e-mail'). */
  label: string;
  q: string;
  sort: S;
  sorts: { value: S; label: string }[];
  onSearch: (q: string) => void;
  onSort: (sort: S) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox className="min-w-0 flex-1" label={label} value={q} maxLength={100} onSearch={onSearch} />
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm whitespace-nowrap">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${id}-sort`}
          className="select min-w-0 flex-1 sm:w-48"
          value={sort}
          onChange={(e) => onSort(e.target.value as S)}
        >
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Grey placeholder rows where a list is about to appear: the page keeps its shape while it loads. */
export function SkeletonRows({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" data-testid="skeleton-rows">
      <span className="sr-only">{label ?? t`Loading`}</span>
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="flex items-center gap-4 rounded-box border border-base-300 p-4">
            <div className="skeleton h-12 w-12 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="skeleton h-4 w-1/2" />
              <div className="skeleton h-3 w-3/4" />
            </div>
            <div className="skeleton hidden h-8 w-20 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A heading's figure that stays a placeholder until the data arrives (never "Total Sellers 0" too early). */
export function LoadingHeading({
  id,
  loading,
  children,
  loadingText,
}: {
  id: string;
  loading: boolean;
  children: ReactNode;
  loadingText: string;
}) {
  return (
    <h1 id={id} className="mb-6 text-3xl font-bold" aria-busy={loading}>
      {loading ? (
        <>
          <span className="sr-only">{loadingText}</span>
          <span className="skeleton inline-block h-9 w-56 align-middle" aria-hidden="true" />
        </>
      ) : (
        children
      )}
    </h1>
  );
}
